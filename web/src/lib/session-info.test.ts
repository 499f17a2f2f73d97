import { SESSION_STORAGE_KEY } from '@app/contract/constants/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../test/fixtures';
import { clearSessionStorage, readSessionInfo, writeSessionInfo } from './session-info';

const info = sessionFixture();

describe('session info (kept in session storage under one session key)', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('reads back what was written, under SESSION_STORAGE_KEY', () => {
    writeSessionInfo(info);
    expect(readSessionInfo()).toEqual(info);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(info);
  });

  it('no session: null', () => {
    expect(readSessionInfo()).toBeNull();
  });

  const corrupt: [what: string, raw: string][] = [
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['token missing', JSON.stringify({ ...info, token: undefined })],
    ['id as a string', JSON.stringify({ ...info, id: '7' })],
    ['type missing', JSON.stringify({ ...info, type: undefined })],
    ['firstTimeLogin as a string', JSON.stringify({ ...info, firstTimeLogin: 'false' })],
  ];
  it.each(corrupt)('a corrupt stored value (%s) reads as no session', (_what, raw) => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(readSessionInfo()).toBeNull();
  });

  it('session expiry clears all of session storage, and only session storage', () => {
    writeSessionInfo(info);
    sessionStorage.setItem('other', 'x');
    localStorage.setItem('language', 'EN');
    clearSessionStorage();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('language')).toBe('EN');
  });
});

describe('a session that storage refused still lasts the page', () => {
  it('is read back when the write was dropped, and gone after clearing', () => {
    const info = sessionFixture();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    writeSessionInfo(info);
    setItem.mockRestore();
    expect(readSessionInfo()).toEqual(info);
    clearSessionStorage();
    expect(readSessionInfo()).toBeNull();
  });
});
