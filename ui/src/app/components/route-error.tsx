import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after an update). */
export function RouteError() {
  return (
    <div className="container section narrow" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading often helps, especially right after the site has been updated.</p>
      <div className="btn-row">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home} className="btn btn--secondary">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

/**
 * Catches render and lazy-load errors of one page. The layout keys it by path, so moving to
 * another page starts clean.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
