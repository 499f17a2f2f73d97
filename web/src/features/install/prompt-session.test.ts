import { afterEach, describe, expect, it } from 'vitest';
import {
  PROMPT_CLOSE_COUNT_KEY,
  PROMPT_SKIPPED_KEY,
  markForcedShown,
  promptCloseCount,
  promptClosed,
  promptHandled,
  readPromptSession,
} from './prompt-session';

afterEach(() => sessionStorage.clear());

describe('the download prompts’ session flags (entry §4)', () => {
  it('start empty: nothing skipped, no forced prompt, no close', () => {
    expect(readPromptSession()).toEqual({ forcedShown: false, skipped: [] });
    expect(promptCloseCount()).toBe(0);
  });

  it('closing stores a skip flag and counts up a close counter in the session', () => {
    promptClosed('first_deposit');
    promptClosed('login_required');
    expect(readPromptSession().skipped).toEqual(['first_deposit', 'login_required']);
    expect(promptCloseCount()).toBe(2);
    expect(sessionStorage.getItem(PROMPT_CLOSE_COUNT_KEY)).toBe('2');
  });

  it('closing the same trigger again counts the close but keeps one skip flag', () => {
    promptClosed('reg_days');
    promptClosed('reg_days');
    expect(readPromptSession().skipped).toEqual(['reg_days']);
    expect(promptCloseCount()).toBe(2);
  });

  it('taking the prompt up (the web app) skips its trigger without counting a close', () => {
    promptHandled('deposit_times');
    expect(readPromptSession().skipped).toEqual(['deposit_times']);
    expect(promptCloseCount()).toBe(0);
  });

  it('once a forced prompt shows, the session flag says so', () => {
    markForcedShown();
    expect(readPromptSession().forcedShown).toBe(true);
  });

  it('a stored value that is not a list of triggers reads as nothing skipped', () => {
    sessionStorage.setItem(PROMPT_SKIPPED_KEY, '{"a":1}');
    expect(readPromptSession().skipped).toEqual([]);
    sessionStorage.setItem(PROMPT_SKIPPED_KEY, '["bind_card","nonsense",3]');
    expect(readPromptSession().skipped).toEqual(['bind_card']);
  });
});
