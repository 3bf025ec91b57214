import { Link } from 'react-router-dom';
import { isSafeExternalUrl } from '@/features/site';
import { useCommunity } from '../api/get-community';
import type { Insight } from '../types';
import { CardQuery } from './card-query';

/** Smart Farming Intelligence: short info cards, each with an optional link into the site. */
export function SmartFarmingCard() {
  const community = useCommunity();
  return (
    <section className="card hub-insights" aria-labelledby="hub-insights-title">
      <h2 id="hub-insights-title">Smart Farming Intelligence</h2>
      <CardQuery query={community} what="farming insights">
        {({ insights }) =>
          insights.length === 0 ? (
            <p className="card__status">New insights are being gathered. Check back soon.</p>
          ) : (
            <ul className="hub-insights__list">
              {insights.map((insight) => (
                <li key={insight.title} className="hub-insight">
                  <h3>{insight.title}</h3>
                  <p>{insight.body}</p>
                  <InsightLink insight={insight} />
                </li>
              ))}
            </ul>
          )
        }
      </CardQuery>
    </section>
  );
}

function InsightLink({ insight }: { insight: Insight }) {
  const { link } = insight;
  if (!link) return null;
  const label = insight.linkLabel || 'Learn more';
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} className="card__more">
        {label} →
      </Link>
    );
  }
  if (!isSafeExternalUrl(link)) return null;
  return (
    <a href={link} className="card__more" target="_blank" rel="noopener noreferrer">
      {label} →<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
