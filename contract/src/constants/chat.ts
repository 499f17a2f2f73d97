/** Chat and customer service (entry §9): the vendor scripts' timing. The chat's fallback language is in language.ts. */

// --- entry §9 ---
export const CHAT_SCRIPT_DELAY_MS = 500;
export const CHAT_SCRIPT_RETRY_DELAYS_MS = [1_000, 3_000] as const;
