import { lazy } from 'react';

/**
 * The chat, loaded when first shown (the home page's assistant section). NOTE: this dynamic
 * import lives in its own module, not in the feature's index: when a lazily loaded page (the
 * admin dashboard, for conversation review) imports an index that itself holds a dynamic
 * import, Rolldown splits the main bundle into more, worse-compressed files.
 */
export const ChatWidget = lazy(() => import('./chat-widget'));
