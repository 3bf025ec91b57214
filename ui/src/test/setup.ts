import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/app/toast/use-toast';

// Pages are lazy-loaded, and a redirect can chain two lazy imports; on a busy 2-core CI
// machine that takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the app calls these on navigation and for in-page links.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  cleanup();
  resetToasts();
});
