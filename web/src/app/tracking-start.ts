/** PLACEHOLDER (issue 12, tracking helper replaces it): starts tracking, pixels, error reports and Web Vitals. */
export const startTracking = (): void => undefined;
