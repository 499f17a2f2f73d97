import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionStorage, removeSessionInfo, writeSessionInfo } from '../../lib/session-info';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture } from '../../test/fixtures';
import { formDraft, newIdempotencyKey } from './submission';

interface Draft {
  amount: string;
  idempotencyKey: string;
}
const draft = formDraft<Draft>('test');
const typed: Draft = { amount: '500', idempotencyKey: 'k'.repeat(32) };

afterEach(() => sessionStorage.clear());

describe('formDraft: a money form kept for its member until it is submitted', () => {
  it('gives back what was saved, until cleared', () => {
    writeSessionInfo(sessionFixture({ id: 7 }));
    draft.save(typed);
    expect(draft.load()).toEqual(typed);
    draft.clear();
    expect(draft.load()).toBeNull();
  });

  it('survives a session expiry (which empties session storage) for the same member signing in again', () => {
    writeSessionInfo(sessionFixture({ id: 7 }));
    draft.save(typed);
    clearSessionStorage();
    expect(draft.load()).toBeNull();
    writeSessionInfo(sessionFixture({ id: 7 }));
    expect(draft.load()).toEqual(typed);
  });

  it('is back in session storage once the same member signs in again, for a page loaded after that', () => {
    const store = useAppStore.getState();
    store.signIn(sessionFixture({ id: 7 }));
    draft.save(typed);
    clearSessionStorage();
    store.signOut();
    store.signIn(sessionFixture({ id: 8, token: 'other' }));
    expect(sessionStorage.getItem('moneyDraft:test')).toBeNull();
    store.signOut();
    store.signIn(sessionFixture({ id: 7 }));
    expect(JSON.parse(sessionStorage.getItem('moneyDraft:test') ?? 'null')).toEqual({
      memberId: 7,
      value: typed,
    });
  });

  it('is not another member’s: one signing in on the same tab starts empty', () => {
    writeSessionInfo(sessionFixture({ id: 7 }));
    draft.save(typed);
    removeSessionInfo();
    writeSessionInfo(sessionFixture({ id: 8 }));
    expect(draft.load()).toBeNull();
    clearSessionStorage();
    writeSessionInfo(sessionFixture({ id: 8 }));
    expect(draft.load()).toBeNull();
  });

  it('keeps nothing while signed out', () => {
    draft.save(typed);
    expect(draft.load()).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  it('is 32 hex digits (the contract takes 16 to 64 of [A-Za-z0-9_-]), new each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
