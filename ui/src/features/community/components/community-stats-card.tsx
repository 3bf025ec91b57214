import { useCommunity } from '../api/get-community';
import { CardQuery } from './card-query';

/** Community Stats: only the numbers the server has a real source for, each with its label. */
export function CommunityStatsCard() {
  const community = useCommunity();
  return (
    <section className="card hub-stats" aria-labelledby="hub-stats-title">
      <h2 id="hub-stats-title">Community Stats</h2>
      <CardQuery query={community} what="community numbers">
        {({ stats }) =>
          stats.length === 0 ? (
            <p className="card__status">Our community numbers will appear here as the garden grows.</p>
          ) : (
            <dl className="hub-stats__list">
              {stats.map((stat) => (
                <div key={stat.key} className="hub-stats__item" data-stat={stat.key}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value.toLocaleString('en-US')}</dd>
                </div>
              ))}
            </dl>
          )
        }
      </CardQuery>
    </section>
  );
}
