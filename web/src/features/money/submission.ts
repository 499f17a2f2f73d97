import { readSessionInfo } from '../../lib/session-info';
import { session } from '../../lib/storage';
import { useAppStore } from '../../stores/app-store';

/**
 * A new idempotency key (contract/src/wallet.ts): one per form filled in, sent again with every retry of that
 * form, so that a double tap, a retry after a timeout or a replayed request makes one deposit or withdrawal.
 * getRandomValues, not randomUUID: the latter needs a secure context, and a merchant may serve plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A money form's values kept for the tab (session storage) until it is submitted: a session that expires
 * mid-form, a reload or a lost network give the player back what they typed, with the same idempotency key, so a
 * retry cannot pay twice. Never a password: the caller leaves those out. A draft belongs to the member who typed
 * it: another member signing in on this tab starts with an empty form.
 */
export interface FormDraft<T> {
  load(): T | null;
  save(value: T): void;
  clear(): void;
}

interface Kept<T> {
  memberId: number;
  value: T;
}

/**
 * Session expiry empties session storage, drafts included (signed-in §4 "Session expiry"): this copy gives the
 * same member the form back after signing in again in this tab.
 */
const memory = new Map<string, Kept<unknown>>();

/**
 * The member signing in again in this tab gets their drafts back into session storage at once: a page loaded from
 * then on (the address typed again, a link of the native app) finds them as well as a screen opened in this one.
 */
useAppStore.subscribe((state, before) => {
  const memberId = state.session?.id;
  if (memberId === undefined || before.session) return;
  for (const [key, kept] of memory) if (kept.memberId === memberId) session.setJson(key, kept);
});

const keptFor = <T>(kept: Kept<T> | null | undefined, memberId: number): T | null =>
  kept && kept.memberId === memberId ? kept.value : null;

export const formDraft = <T extends { idempotencyKey: string }>(form: string): FormDraft<T> => {
  const key = `moneyDraft:${form}`;
  return {
    load: () => {
      const memberId = readSessionInfo()?.id;
      if (memberId === undefined) return null;
      return (
        keptFor(session.getJson<Kept<T>>(key), memberId) ?? keptFor(memory.get(key) as Kept<T>, memberId)
      );
    },
    save: (value) => {
      const memberId = readSessionInfo()?.id;
      if (memberId === undefined) return;
      memory.set(key, { memberId, value });
      session.setJson(key, { memberId, value });
    },
    clear: () => {
      memory.delete(key);
      session.remove(key);
    },
  };
};

// Unit tests start with no draft in memory (test/setup.ts runs the resets; the build drops this).
if (import.meta.env.MODE === 'test') {
  const resets = ((globalThis as { __testResets?: Set<() => void> }).__testResets ??= new Set());
  resets.add(() => memory.clear());
}
