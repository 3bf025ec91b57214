/**
 * The "What we offer" panels (seed 000 §2 item 7). NOTE: loaded lazily (lazy-feature-panels.ts):
 * this text sits far below the fold, and moving it out of the main bundle keeps the home
 * route's JavaScript within its 100 KB budget. Keep the copy here, not in home-content.ts, or it
 * comes back into the main bundle with the teasers.
 */
const featurePanels = [
  {
    title: 'Grant Writing Expert',
    body: 'Grant money can pay for fencing, irrigation, a high tunnel or a youth programme. Our assistant helps you find programmes that fit, explains what reviewers look for, and helps you draft a clear project summary, budget and timeline in your own words.',
  },
  {
    title: 'Advanced Farm Tools',
    body: 'Plan your season with tools built for small growers: a personalised four-week farm plan, planting calendars, soil and crop advice, and quizzes that turn what you read into what you know.',
  },
  {
    title: 'Educational Mission',
    body: 'We believe growing knowledge should be free. Our guides, workshops and youth programmes put practical skills in the hands of neighbours, with extra care for communities that have been left out of farming for too long.',
  },
] as const;

/** Three cards with what the site offers. */
export default function FeaturePanels() {
  return (
    <div className="grid grid--3">
      {featurePanels.map((panel) => (
        <article key={panel.title} className="card feature-panel">
          <h3>{panel.title}</h3>
          <p>{panel.body}</p>
        </article>
      ))}
    </div>
  );
}
