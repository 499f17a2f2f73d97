// The chat footer button with its unread badge (signed-in §4 "Chat"); what starts after the first screen (the
// unread refresh on return, the customer-service scripts) is app/after-first-screen.ts's, loaded apart.
export { ChatButton } from './ChatButton';
