import { usePageMeta, useSite } from '@/features/site';
import { blockedPatterns, defenceLayers, protectedTopics, protectionSystems, riskLevels, safeUsageTips } from './security-content';
import './security.css';

/** Security information page (seed 002 §2), describing what the server actually does. */
export default function SecurityPage() {
  const { site } = useSite();
  usePageMeta({
    title: 'Security',
    description: `How ${site.organizationName} protects your account, your conversations with the farm assistant and your payments.`,
  });

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Security</p>
          <h1>How we keep you and the farm assistant safe</h1>
          <p>
            {site.organizationName} protects your account, your conversations and your payments with several layers of
            security. Here is what they are and what they do.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="systems-title">
        <div className="container">
          <h2 id="systems-title">Six protection systems</h2>
          <div className="grid grid--3">
            {protectionSystems.map((system) => (
              <article key={system.title} className="card security-card">
                <h3>{system.title}</h3>
                <p>{system.body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="topics-title">
        <div className="container grid grid--2">
          <div>
            <h2 id="topics-title">Protected topics</h2>
            <p>The site and the assistant never give these out, whatever a message asks for:</p>
            <ul className="security-list">
              {protectedTopics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 id="patterns-title">Blocked patterns</h2>
            <p>
              The farm assistant’s input guard looks for these and cleans, flags or refuses the message. Messages are limited to 2,000 characters and each visitor can
              send 30 messages per minute.
            </p>
            <ul className="security-list security-list--blocked">
              {blockedPatterns.map((pattern) => (
                <li key={pattern}>{pattern}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="risk-title">
        <div className="container">
          <h2 id="risk-title">Risk levels</h2>
          <p className="section__intro">Every message to the assistant gets one of four risk levels:</p>
          <dl className="security-risk">
            {riskLevels.map((risk) => (
              <div key={risk.level} className={`security-risk__item security-risk__item--${risk.level.toLowerCase()}`}>
                <dt>{risk.level}</dt>
                <dd>{risk.meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="layers-title">
        <div className="container">
          <h2 id="layers-title">Four layers of defence</h2>
          <div className="grid grid--2">
            {defenceLayers.map((layer) => (
              <article key={layer.title} className="card">
                <h3>{layer.title}</h3>
                <p>{layer.body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="usage-title">
        <div className="container">
          <div className="prose">
            <h2 id="usage-title">Using the site safely</h2>
            <ul>
              {safeUsageTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            {site.email && (
              <p>
                Report a security concern to <a href={`mailto:${site.email}`}>{site.email}</a>. We read every report and
                will tell you what we did about it.
              </p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
