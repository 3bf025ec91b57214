import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { isSafeExternalUrl, paragraphs, usePageMeta, useSite } from '@/features/site';
import './about.css';

const whatWeDo = [
  'Hands-on workshops on soil testing, composting, season planning and small-space growing',
  'Youth programmes that bring young people onto the farm to grow, cook and sell what they harvest',
  'A community garden network that turns vacant lots into shared growing space',
  'Help with grant applications and cooperative business planning for new growers',
  'Free printable guides, quizzes and a farm assistant that answers everyday growing questions',
];

const academyTiers = [
  {
    name: 'VIP Think Tank',
    price: '$49',
    summary: 'Join a small group of growers to plan your farm business with AI tools, share ideas and get feedback on your plans.',
  },
  {
    name: 'Bootcamp',
    price: '$297',
    summary: 'An intensive, guided programme that takes you from an idea to a working plan for your farm or food business.',
  },
];

/** About page (seed 000 §2): founder, what the farm does, courses, mission, links. */
export default function AboutPage() {
  const { site } = useSite();
  usePageMeta({
    title: 'About Us',
    description: `Who runs ${site.organizationName} and what the farm does: workshops, youth programmes, community gardens, free guides and the AI Farming Academy.`,
  });
  const bio = paragraphs(site.founderBio);
  const socialLinks = site.socialLinks.filter((link) => link.label && isSafeExternalUrl(link.url));
  const academyLink = site.academyUrl && isSafeExternalUrl(site.academyUrl) ? site.academyUrl : '';

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">About us</p>
          <h1>About {site.organizationName}</h1>
          <p>{site.description}</p>
        </div>
      </header>

      {(site.founderName || bio.length > 0) && (
        <section className="section" aria-labelledby="founder-title">
          <div className="container about-founder">
            <div className="about-founder__badge" aria-hidden="true">
              <svg viewBox="0 0 64 64" width="96" height="96" focusable="false">
                <circle cx="32" cy="32" r="32" fill="#e8f1e2" />
                <circle cx="32" cy="25" r="11" fill="#8b5e34" />
                <path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#3b7548" />
              </svg>
            </div>
            <div className="prose">
              <p className="eyebrow">Our founder</p>
              <h2 id="founder-title">{site.founderName || 'Our founder'}</h2>
              {site.founderTitle && <p className="about-founder__title">{site.founderTitle}</p>}
              {bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
      )}

      <section className="section section--tint" aria-labelledby="what-title">
        <div className="container">
          <h2 id="what-title">What the farm does</h2>
          <ul className="about-checklist">
            {whatWeDo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="courses-title">
        <div className="container">
          <p className="eyebrow">AI Farming Academy</p>
          <h2 id="courses-title">Signature courses</h2>
          <p className="section__intro">
            Alongside everything we offer for free, our academy runs paid programmes for growers who want to go further.
          </p>
          <div className="grid grid--2">
            {academyTiers.map((tier) => (
              <article key={tier.name} className="card about-tier">
                <h3>{tier.name}</h3>
                <p className="about-tier__price">{tier.price}</p>
                <p>{tier.summary}</p>
              </article>
            ))}
          </div>
          <p className="about-academy-note">
            {academyLink ? (
              <a className="btn btn--earth" href={academyLink} target="_blank" rel="noopener noreferrer">
                {site.academyLabel || 'Visit the academy'}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              'Enrolment details will be posted here when the academy opens.'
            )}
          </p>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="mission-title">
        <div className="container">
          <div className="prose">
            <h2 id="mission-title">Our mission</h2>
            <p>
              Whoever grows the food shapes the neighbourhood. Our mission is to make practical growing knowledge free and
              easy to reach, to help neighbours grow food together, and to open farming to people and communities that
              have too often been left out of it.
            </p>
            <p>
              We measure success in gardens planted, meals shared, young people who discover farming, and growers who
              go on to teach others.
            </p>
          </div>
        </div>
      </section>

      {socialLinks.length > 0 && (
        <section className="section" aria-labelledby="social-title">
          <div className="container">
            <h2 id="social-title">Follow along</h2>
            <ul className="about-social">
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a className="btn btn--secondary" href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="section" aria-labelledby="cta-title">
        <div className="container">
          <div className="card about-cta">
            <div>
              <h2 id="cta-title">Grow with us</h2>
              <p>Start learning today, or tell us how you would like to get involved.</p>
            </div>
            <div className="btn-row">
              <Link to={paths.courses} className="btn btn--primary">
                Explore courses
              </Link>
              <Link to={paths.contact} className="btn btn--secondary">
                Contact us
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
