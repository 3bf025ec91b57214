import { Link } from 'react-router-dom';
import { isSafeExternalUrl, useSite } from '@/features/site';
import { footerLegalLinks, footerQuickLinks } from '../paths';
import './footer.css';

/** Digits and a leading + only, for a tel: link. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Site footer: description, social links, quick and legal links, contact block. */
export function Footer() {
  const { site } = useSite();
  const socialLinks = site.socialLinks.filter((link) => link.label && isSafeExternalUrl(link.url));
  const hasContact = Boolean(site.location || site.email || site.phone);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {site.organizationName}
          </h2>
          <p>{site.description}</p>
          {socialLinks.length > 0 && (
            <ul className="site-footer__social" aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            Legal
          </h2>
          <ul className="site-footer__links">
            {footerLegalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {hasContact && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              Contact
            </h2>
            <address className="site-footer__contact">
              {site.location && <span>{site.location}</span>}
              {site.email && <a href={`mailto:${site.email}`}>{site.email}</a>}
              {site.phone && <a href={telHref(site.phone)}>{site.phone}</a>}
            </address>
          </section>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>© 2025 {site.organizationName}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
