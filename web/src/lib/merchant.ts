/** The merchant this build serves, sent as the Merchant header of every request. */
export const merchantCode: string = import.meta.env.VITE_MERCHANT || 'DEMO';
