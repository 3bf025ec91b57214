import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A hub card's loading and "could not be loaded" lines; renders `children(data)` once loaded. */
export function CardQuery<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** e.g. "community numbers", in "The community numbers could not be loaded right now." */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) {
    return (
      <p className="card__status" role="status">
        Loading the {what}…
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      <div className="card__status hub-unavailable">
        <p>The {what} could not be loaded right now.</p>
        <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
