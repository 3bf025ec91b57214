import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { useSite } from '@/features/site';
import { ContactEmail, LegalLayout } from './legal-layout';

/** Terms of Use (seed 002 §2). */
export default function TermsPage() {
  const { site } = useSite();
  const org = site.organizationName;

  return (
    <LegalLayout title="Terms of Use" intro={`The rules for using the ${org} website, its learning tools and its farm assistant.`}>
      <h2>1. About these terms</h2>
      <p>
        This website is run by {org} (“we”, “us”), a community farm and nonprofit organisation. By using the site you
        agree to these Terms of Use and to our <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree,
        please do not use the site. If you are under 13, please use the site with a parent, guardian or teacher.
      </p>

      <h2>2. What the site offers</h2>
      <p>
        The site offers free farming education (guides, quizzes and lessons), information about our programmes, a
        community hub, a store for digital guides and courses, and an AI farm assistant. Some parts are free, some need
        an account and some are paid. We may add, change or remove features at any time.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>Give accurate information when you create an account, and keep your password to yourself.</li>
        <li>You are responsible for what happens under your account. Tell us at once if you think someone else has used it.</li>
        <li>We may suspend or close an account that breaks these terms or puts other people or the site at risk.</li>
        <li>You can ask us to close your account at any time (see section 12).</li>
      </ul>

      <h2>4. The AI farm assistant</h2>
      <p>
        The assistant technology behind our farm assistant is owned by a separate AI company and is licensed to {org}.
        We configure and train it for farming education, but we do not own the underlying technology, and the licensor
        keeps all of its rights in it.
      </p>
      <ul>
        <li>
          The assistant’s answers are general educational information, not professional advice. Check important decisions
          (for example about chemicals, food safety, animal health, money, grants or law) with a qualified person or your
          local extension service.
        </li>
        <li>The assistant can be wrong. Do not rely on it in an emergency or where someone’s health or safety is at stake.</li>
        <li>
          Do not use the assistant to harass anyone, to try to make it ignore its instructions, to extract its
          configuration, or to generate anything unlawful or harmful. Messages are checked automatically and some are
          refused; see our <Link to={paths.security}>Security</Link> page.
        </li>
        <li>
          Conversations may be kept for up to 90 days so that our trainers can review and improve the answers, as
          described in the Privacy Policy. Please do not share sensitive personal information in the chat.
        </li>
        <li>Each visitor can send a limited number of messages per minute so that the service stays available to everyone.</li>
      </ul>

      <h2>5. Acceptable use</h2>
      <p>When you use the site, you agree not to:</p>
      <ul>
        <li>break the law, or infringe anyone’s rights, including privacy and intellectual-property rights;</li>
        <li>post anything abusive, hateful, threatening, sexually explicit, misleading or spam in comments, messages or the community hub;</li>
        <li>try to gain access to accounts, data or systems that are not yours, or to test, probe or overload the site without our written permission;</li>
        <li>use automated tools to scrape the site or to send large numbers of requests;</li>
        <li>upload viruses or any other harmful code.</li>
      </ul>

      <h2>6. What you post</h2>
      <p>
        You keep ownership of comments, messages and other content you send us. You give {org} a free, non-exclusive
        licence to store and show that content on the site for the purpose you sent it. We may remove content that breaks
        these terms.
      </p>

      <h2>7. Our content</h2>
      <p>
        Guides, lessons, quizzes, images and text on this site belong to {org} or to people who have allowed us to use
        them. You may print and share free guides for personal, educational and non-commercial community use, as long as
        you keep our name on them. Paid guides and courses are for the buyer’s own use and may not be resold or shared
        publicly.
      </p>

      <h2>8. Purchases</h2>
      <ul>
        <li>Prices are shown in US dollars and are set by our own catalogue at the time you buy.</li>
        <li>Card payments are processed by Stripe. We never see or store your full card number.</li>
        <li>
          Digital guides are delivered as downloads after the payment is confirmed; download links for paid items expire
          after a while, so please save your file.
        </li>
        <li>
          If a download does not work or you bought something by mistake, contact us within 30 days and we will fix it or
          refund you. This does not limit any rights you have under consumer law.
        </li>
        <li>Payments for our academy courses may be handled on the academy’s own site under its own terms.</li>
      </ul>

      <h2>9. Links to other sites</h2>
      <p>
        The site links to other websites, such as social media and our academy’s community page. We are not responsible
        for their content or their privacy practices.
      </p>

      <h2>10. No warranty and limitation of liability</h2>
      <p>
        We share our knowledge in good faith, but farming depends on local conditions we cannot see. The site and its
        content are provided “as is”, without warranties of any kind. To the extent the law allows, {org} is not liable
        for indirect or consequential losses, such as lost crops, income or data, arising from your use of the site. Our
        total liability for any claim is limited to the amount you paid us in the twelve months before the claim.
        Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms. When we do, we change the date at the top of this page. If a change is significant,
        we will also say so on the site. Using the site after a change means you accept the new terms.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms, the assistant or your account? Contact our founder and the {org} team at{' '}
        <ContactEmail email={site.email} />
        {site.location ? `, or write to us at ${site.location}` : ''}.
      </p>
    </LegalLayout>
  );
}
