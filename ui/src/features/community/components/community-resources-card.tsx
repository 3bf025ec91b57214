import { isSafeExternalUrl } from '@/features/site';
import { useCommunity } from '../api/get-community';
import { CardQuery } from './card-query';

/** Community Resources: outside links, each with its type tag, opening in a new tab. */
export function CommunityResourcesCard() {
  const community = useCommunity();
  return (
    <section className="card hub-resources" aria-labelledby="hub-resources-title">
      <h2 id="hub-resources-title">Community Resources</h2>
      <CardQuery query={community} what="community resources">
        {({ resources }) => {
          const safe = resources.filter((r) => isSafeExternalUrl(r.url));
          return safe.length === 0 ? (
            <p className="card__status">Resources are being gathered. Check back soon.</p>
          ) : (
            <ul className="hub-resources__list">
              {safe.map((resource) => (
                <li key={resource.id} className="hub-resource">
                  <span className={`resource-tag resource-tag--${resource.type}`}>{resource.type}</span>
                  <h3>
                    <a href={resource.url} target="_blank" rel="noopener noreferrer">
                      {resource.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </h3>
                  {resource.description && <p>{resource.description}</p>}
                </li>
              ))}
            </ul>
          );
        }}
      </CardQuery>
    </section>
  );
}
