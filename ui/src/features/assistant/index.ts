/**
 * The farm assistant: the launcher shown on every page and the chat itself. The chat is
 * exported lazily (its code loads when first shown), so only main-bundle code (the layout and
 * the home page) may import this module: a lazily loaded page importing a module that holds a
 * dynamic import makes the bundler split the main bundle into more, worse-compressed files.
 */
import { lazy } from 'react';

export { ChatLauncher } from './components/chat-launcher';
export const ChatWidget = lazy(() => import('./components/chat-widget'));
