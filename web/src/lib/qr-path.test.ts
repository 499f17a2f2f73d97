// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from './qr-path';

const X = true;
const _ = false;

describe('qrPath: one rectangle per run of dark modules in a row', () => {
  it.each([
    [[[_, _]], ''],
    [[[X]], 'M0 0h1v1h-1z'],
    [[[X, X, _, X]], 'M0 0h2v1h-2zM3 0h1v1h-1z'],
    [
      [
        [_, X, X],
        [X, _, _],
      ],
      'M1 0h2v1h-2zM0 1h1v1h-1z',
    ],
  ])('%j → %s', (modules, path) => {
    expect(qrPath(modules)).toBe(path);
  });

  it('covers exactly the dark modules of a real code', () => {
    const { data } = encode('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', { ecc: 'M', border: 2 });
    const covered = [...qrPath(data).matchAll(/M(\d+) (\d+)h(\d+)/g)].flatMap(([, x, y, w]) =>
      Array.from({ length: Number(w) }, (_, i) => `${Number(x) + i},${y}`),
    );
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect(covered.sort()).toEqual(dark.sort());
  });
});
