/**
 * The merchant whose site this is, sent as the Merchant header of every request: named by the page the server
 * sends for the merchant's domain (`<meta name="merchant">`), else the merchant this build is for.
 */
export const merchantCode: string =
  document.querySelector<HTMLMetaElement>('meta[name="merchant"]')?.content ||
  import.meta.env.VITE_MERCHANT ||
  'DEMO';
