import { beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_INSTALLED_COUNT } from '@app/contract/constants/install';
import {
  countDecline,
  forgetInstalled,
  installCounter,
  INSTALL_COUNTER_KEY,
  markInstalled,
} from './install-counter';

describe('the install counter in session storage (entry §4)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('declining counts up in session storage', () => {
    expect(installCounter()).toBe(0);
    countDecline();
    countDecline();
    expect(installCounter()).toBe(2);
    expect(sessionStorage.getItem(INSTALL_COUNTER_KEY)).toBe('2');
  });

  it('after install the counter is set to 99, and a later decline leaves it there', () => {
    countDecline();
    markInstalled();
    expect(installCounter()).toBe(INSTALL_PROMPT_INSTALLED_COUNT);
    countDecline();
    expect(installCounter()).toBe(99);
  });

  it('a value that is not a count reads as 0', () => {
    sessionStorage.setItem(INSTALL_COUNTER_KEY, 'x');
    expect(installCounter()).toBe(0);
  });

  it('an install is remembered at the next visit (a new session), until the browser offers to install again', () => {
    countDecline();
    markInstalled();
    sessionStorage.clear();
    expect(installCounter()).toBe(INSTALL_PROMPT_INSTALLED_COUNT);
    forgetInstalled();
    expect(installCounter()).toBe(0);
  });

  it("forgetting a remembered install keeps the session's own counter: its declines, or its install", () => {
    countDecline();
    forgetInstalled();
    expect(installCounter()).toBe(1);
    markInstalled();
    forgetInstalled();
    expect(installCounter()).toBe(INSTALL_PROMPT_INSTALLED_COUNT);
  });
});
