/** PLACEHOLDER (issue 12, chat helper replaces it): starts the customer-service scripts and the unread count. */
export const startChat = (): void => undefined;
