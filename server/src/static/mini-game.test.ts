import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';
import { describe, expect, it } from 'vitest';
import { MINI_GAME_VERSIONS, miniGameScript } from './mini-game';

describe('the mini-game script', () => {
  it.each(MINI_GAME_VERSIONS)(
    '%s: a script that parses and defines window.MiniGame of its version',
    (version) => {
      const script = miniGameScript(version);
      expect(() => new Function(script)).not.toThrow();
      const window: { MiniGame?: { version: string; mount: unknown } } = {};
      new Function('window', script)(window);
      expect(window.MiniGame?.version).toBe(version);
      expect(typeof window.MiniGame?.mount).toBe('function');
    },
  );

  it.each(INTERFACE_LANGUAGES)('has words in %s', (language) => {
    const key = /^[A-Z]+$/.test(language) ? language : `'${language}'`;
    expect(miniGameScript('v1')).toMatch(new RegExp(`\\n {4}${key}: \\{\\s+v1: `));
  });
});
