import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import './admin.css';

/** Loading and error states for one admin list (used by several features' admin screens); renders `children(data)` once loaded. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** e.g. "products", in "The products could not be loaded." */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) {
    return (
      <p className="admin-muted" role="status">
        Loading {what}…
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="alert admin-error" role="alert">
        <p>
          The {what} could not be loaded. {errorMessage(query.error)}
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
