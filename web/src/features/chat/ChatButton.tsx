/** PLACEHOLDER (issue 12, chat helper replaces it): the chat footer button with its unread badge. */
export function ChatButton() {
  return null;
}
