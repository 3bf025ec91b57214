/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
