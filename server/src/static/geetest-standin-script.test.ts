import { readFileSync } from 'node:fs';
import { CAPTCHA_SCRIPT_TIMEOUT_GCT } from '@app/contract/constants/captcha';
import { expect, it } from 'vitest';

// The stand-in is the browser's script, served as written: it cannot import the contract, so its code is held here.
it("the Geetest stand-in reports the contract's gct timeout code (entry §9) when its gct resource does not load", () => {
  const script = readFileSync(new URL('./geetest-standin-script.js', import.meta.url), 'utf8');
  expect(script).toContain(
    `error('${CAPTCHA_SCRIPT_TIMEOUT_GCT}', 'gct resource load timeout', 'Network failure')`,
  );
});
