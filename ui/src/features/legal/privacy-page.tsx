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

      <h3>Visitor id cookie</h3>
      <p>
        To keep the farm assistant and the Daily Farm Wisdom discussion available for everyone, each visitor may send a
        limited number of chat messages and comments. To count them, and to remember which comments you wrote and which
        you liked, we set an anonymous, random visitor id cookie. It does not contain your name or email and is not used
        to follow you across other websites. If the cookie is blocked, the assistant counts by network address instead.
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

      <h3>Comments and likes</h3>
      <p>
        When you post a comment in the Daily Farm Wisdom discussion, we keep the name and the text exactly as you wrote
        them, the time you posted and how many likes the comment has. Once a comment is shown on the site, anyone can
        read it and the name you gave, so please use a name you are happy to share. A comment with a link, or with a word
        on our moderation list, waits for a moderator before others can see it.
      </p>
      <p>
        With each comment we also keep a keyed hash of your visitor id and of your network address: a scrambled code,
        made with a secret key, that tells us two comments came from the same visitor without storing your address
        itself. We use these codes only to apply the posting limits and to stop someone a moderator has blocked. A block
        of a network address lasts 30 days and is then deleted.
      </p>
      <p>
        A like stores only a keyed hash of your visitor id with the comment you liked (or, if your browser keeps no
        cookie, of your network address), so that each visitor counts once and can take the like back. It is deleted
        together with the comment.
      </p>
      <p>
        You can edit or delete your own comment for 15 minutes after posting it. After that it stays until an
        administrator deletes it; ask us and we will.
      </p>

      <h3>Contact messages</h3>
      <p>
        When you write to us through the Contact page, we keep your name, your email address, your message and the time
        you sent it, and we email a copy to the farm so that we can reply. We keep your message until an administrator
        deletes it; ask us and we will delete it. The copy emailed to the farm is kept for 90 days (see Emails we send).
      </p>

      <h3>Free guides</h3>
      <p>
        When you ask for the free guides, we keep your first name, your email address and the times of your first and
        latest request, and we email you the download links. We keep this until you ask us to delete it.
      </p>

      <h3>Mailing list</h3>
      <p>
        When you sign up for our mailing list, we keep your email address and the time you signed up, and we send you an
        email with a link to confirm. You join the list only when you click that link; we then also keep the time you
        confirmed. A sign-up that is not confirmed is deleted after 7 days. Each email from the list has an unsubscribe
        link, and unsubscribing deletes your address.
      </p>

      <h3>Grant applications</h3>
      <p>
        When you track a grant on Grant Search, we keep the program, its status, the notes you add and when you changed
        them, with your account, so that you can come back to them; only you can see them. We email you a reminder 14 and
        3 days before a tracked program's deadline while you are still researching or preparing it.
      </p>

      <h3>Farm plans</h3>
      <p>
        When you make a plan on Start My Farm Plan, we keep your answers (the location you typed, your experience, crops,
        budget, time and any frost date) and the plan itself under a random link, so that you can reopen or share it.
        Anyone with the link can see the plan, so share it only with people you choose. Plans are deleted after a year.
        We also keep running counts of the choices people make (how many plans chose tomatoes, for example), which
        name no one.
      </p>

      <h3>Emails we send</h3>
      <p>
        Receipts, download links (for purchases and for the free guides), mailing-list confirmations and the copies of
        contact messages sent to the farm all go out by email. We keep a copy of each email we send in an outbox so that our administrators can
        check that it went out, and delete each copy 90 days after it was sent.
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
        <li>Our email provider, to deliver our emails: receipts, download links, confirmations and replies.</li>
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
        see orders, conversations, contact messages, free-guide requests, mailing-list sign-ups and training tools. Read
        more on our <Link to={paths.security}>Security</Link> page.
      </p>

      <h2>7. How long we keep it</h2>
      <ul>
        <li>Accounts: until you delete them (on your account page) or ask us to. Grant applications go with the account.</li>
        <li>Assistant conversations: up to 90 days.</li>
        <li>Orders: as long as the law requires us to keep financial records.</li>
        <li>
          Comments: until you delete them (within 15 minutes of posting) or an administrator does. Likes go with the
          comment.
        </li>
        <li>Contact messages: until an administrator deletes them, or until you ask us to.</li>
        <li>Free-guide requests: until you ask us to delete them.</li>
        <li>Mailing list: until you unsubscribe. Sign-ups that are never confirmed: 7 days.</li>
        <li>Farm plans: one year.</li>
        <li>Server logs: a short time, for security and troubleshooting.</li>
      </ul>

      <h2>8. Your choices and rights</h2>
      <p>
        You can ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to
        delete your account and everything linked to it. Members can download their data and delete their account
        themselves on their account page. Or email <ContactEmail email={site.email} /> from the address on
        your account (or tell us your username), and we will answer within 30 days. For a message, a comment, a
        free-guide request or a mailing-list sign-up, tell us the name or email address you used. We may need to keep
        order records that the law requires, but we will tell you if so. You can also block cookies in your browser; you
        will then not be able to stay signed in.
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
