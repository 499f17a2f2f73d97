/**
 * The chat's background work (features/chat/start-chat.ts): the unread count asked again on return to the page
 * and the customer-service scripts. A chunk of its own, loaded with the dialogs after the first screen.
 */
export const startChat = (): void => {
  void import('../features/chat/start-chat').then((m) => m.startChatFeature()).catch(() => undefined);
};
