import type { BannerMessage } from '../utils/scheduler';

/**
 * The automated-training page's status message (seed 002 §2): the outcome of the last action.
 * The live region is always in the page, so screen readers announce each new message.
 */
export function StatusBanner({ message }: { message: BannerMessage | null }) {
  return (
    <div
      className={`status-banner${message ? ` status-banner--${message.tone}` : ''}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label="Status message"
    >
      {message && (
        <>
          <p className="status-banner__text">{message.text}</p>
          {message.detail && <p className="status-banner__detail">{message.detail}</p>}
        </>
      )}
    </div>
  );
}
