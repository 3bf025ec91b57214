/**
 * The farm assistant (the server's src/assistant): the launcher shown on every page, the chat
 * itself (loaded lazily, when first shown) and the admin's conversation review.
 *
 * NOTE: keep every `import()` out of this file (see components/lazy-chat-widget.ts): the
 * lazily loaded admin dashboard imports this index, and an index holding a dynamic import
 * makes Rolldown split the main bundle.
 */
export { ChatLauncher } from './components/chat-launcher';
export { ChatWidget } from './components/lazy-chat-widget';
export { ConversationsTab } from './admin/conversations-tab';
