import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { useSite } from '@/features/site';
import { ContactEmail, LegalLayout } from './legal-layout';

/** Privacy Policy: what the server actually stores, and why (seed 002 §2, DESIGN §5–§7). */
export default function PrivacyPage() {
  const { site } = useSite();
  const org = site.organizationName;

  return (
    <LegalLayout title="Privacy Policy" intro="What we collect, why we keep it, who else sees it, and how to have it deleted.">
      <h2>1. Who we are</h2>
      <p>
        This website is run by {org}, a community farm and nonprofit organisation. We are responsible for the personal
        information described here. You can reach our founder and team at <ContactEmail email={site.email} />.
      </p>

      <h2>2. The short version</h2>
      <ul>
        <li>We collect only what we need to run the site, and we never sell your data or use it for advertising.</li>
        <li>We use no tracking or advertising cookies and no third-party analytics.</li>
        <li>Card payments are handled by Stripe; we never see your card number.</li>
        <li>You can ask us to see, correct or delete your information at any time.</li>
      </ul>

      <h2>3. What we collect and why</h2>
      <h3>Accounts</h3>
      <p>
        When you create an account we store your username, your email address and your role (member or administrator).
        Your password is never stored as you typed it: we keep only an argon2id hash of it, a one-way fingerprint that
        lets us check your password but not read it. We use your email to contact you about your account and your
        purchases.
      </p>

      <h3>Sign-in session cookie</h3>
      <p>
        When you sign in, we set one session cookie so the site knows it is you. It is marked HttpOnly (scripts on the
        page cannot read it) and SameSite=Lax (other sites cannot send it along with their requests). On our side we keep
        only a hashed copy of the session token and its expiry time. The session ends when you sign out or when it
        expires.
      </p>

      <h3>Visitor id cookie for the assistant</h3>
      <p>
        To keep the farm assistant available for everyone, each visitor may send a limited number of messages per
        minute. To count them we set an anonymous, random visitor id cookie. It does not contain your name or email and
        is not used to follow you across other websites. If the cookie is blocked, we count by network address instead.
      </p>

      <h3>Assistant conversations</h3>
      <p>
        Messages you send to the assistant and its replies are kept for up to 90 days so that our trainers can review
        them, correct mistakes and improve the answers. They are linked to your visitor id, and to your account if you
        are signed in. After 90 days they are deleted. Please do not put sensitive personal information in the chat.
      </p>

      <h3>Orders and payments</h3>
      <p>
        When you buy a guide or a course, the payment is handled by Stripe, our payment processor. You type your card
        details into Stripe’s secure payment page, and we never see or store your card number. We keep a record of the
        order: what you bought, the amount, your email address, the payment status and the date, so we can deliver your
        download, send receipts and keep the accounts our nonprofit is required to keep. Stripe processes your payment
        information under its own privacy policy.
      </p>

      <h3>Contact messages and comments</h3>
      <p>
        If you send us a message or post a comment, we keep what you wrote together with the name and email address you
        gave, so that we can reply and, for comments, show them on the site.
      </p>

      <h3>Emails we send</h3>
      <p>
        Receipts and download links are sent by email. We keep a copy of each email we send in an outbox so that our
        administrators can check that it went out.
      </p>

      <h3>Server logs</h3>
      <p>
        Like every website, our server records basic technical information about requests: the time, the page asked
        for, the response, your network address and your browser’s description. We use these logs only to keep the site
        working and secure, for example to investigate errors and block abuse, and we keep them for a short time.
      </p>

      <h2>4. What we do not do</h2>
      <ul>
        <li>We do not sell, rent or trade your personal information.</li>
        <li>We do not use advertising cookies, tracking pixels or third-party analytics.</li>
        <li>We do not use your conversations or contact details for marketing without your consent.</li>
      </ul>

      <h2>5. Who else sees your information</h2>
      <ul>
        <li>Stripe, to process payments.</li>
        <li>Our email provider, to deliver receipts and replies.</li>
        <li>
          Where the farm assistant uses the licensed AI technology from a separate AI company, the text of your messages
          may be processed by that service to produce a reply.
        </li>
        <li>Authorities, only where the law requires it.</li>
      </ul>

      <h2>6. How we protect it</h2>
      <p>
        Passwords are hashed with argon2id, sessions are protected as described above, every change made through the
        site must come from our own pages, repeated failed sign-ins are temporarily blocked, and only administrators can
        see orders, conversations and training tools. Read more on our <Link to={paths.security}>Security</Link> page.
      </p>

      <h2>7. How long we keep it</h2>
      <ul>
        <li>Accounts: until you ask us to delete them.</li>
        <li>Assistant conversations: up to 90 days.</li>
        <li>Orders: as long as the law requires us to keep financial records.</li>
        <li>Contact messages and comments: until they are no longer needed, or until you ask us to delete them.</li>
        <li>Server logs: a short time, for security and troubleshooting.</li>
      </ul>

      <h2>8. Your choices and rights</h2>
      <p>
        You can ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to
        delete your account and everything linked to it. Email <ContactEmail email={site.email} /> from the address on
        your account (or tell us your username), and we will answer within 30 days. We may need to keep order records
        that the law requires, but we will tell you if so. You can also block cookies in your browser; you will then not
        be able to stay signed in.
      </p>

      <h2>9. Children</h2>
      <p>
        Our learning materials are suitable for young people, but accounts and purchases are meant for adults. If you
        believe a child under 13 has given us personal information, contact us and we will delete it.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        If we change how we handle personal information, we will update this page and the date at the top. Significant
        changes will also be announced on the site.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions or requests about your privacy: contact our founder and the {org} team at{' '}
        <ContactEmail email={site.email} />
        {site.location ? `, or write to us at ${site.location}` : ''}.
      </p>
    </LegalLayout>
  );
}
