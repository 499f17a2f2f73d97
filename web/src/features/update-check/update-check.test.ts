// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ManifestReading } from './manifests';
import { createUpdateCheck, manifestsChanged } from './update-check';

describe('manifestsChanged: a manifest reads differently from the first time', () => {
  it.each<[string, ManifestReading, ManifestReading, boolean]>([
    ['the same build', ['a', 'd'], ['a', 'd'], false],
    ['the app was deployed', ['a', 'd'], ['b', 'd'], true],
    ['the desktop build was deployed', ['a', 'd'], ['a', 'e'], true],
    ['a manifest cannot be read now: it says nothing', ['a', 'd'], [null, 'd'], false],
    ['a manifest was never read before: it says nothing', [null, 'd'], ['b', 'd'], false],
    ['nothing read yet', [], ['a', 'd'], false],
  ])('%s', (_, first, now, changed) => {
    expect(manifestsChanged(first, now)).toBe(changed);
  });
});

describe('createUpdateCheck: prompts once, the first time a manifest changed', () => {
  const run = async (readings: ManifestReading[]) => {
    const read = vi.fn<() => Promise<ManifestReading>>();
    for (const r of readings) read.mockResolvedValueOnce(r);
    const prompt = vi.fn();
    const check = createUpdateCheck(read, prompt);
    for (const _ of readings) await check();
    return { read, prompt };
  };

  it.each<[string, ManifestReading[], number]>([
    [
      'no change, no prompt',
      [
        ['a', 'd'],
        ['a', 'd'],
        ['a', 'd'],
      ],
      0,
    ],
    [
      'a change prompts',
      [
        ['a', 'd'],
        ['b', 'd'],
      ],
      1,
    ],
    [
      'a later change prompts once, however many checks see it',
      [
        ['a', 'd'],
        ['b', 'd'],
        ['c', 'd'],
        ['b', 'e'],
      ],
      1,
    ],
    [
      'a manifest first read later counts from then',
      [
        [null, null],
        ['a', null],
        ['a', 'd'],
        ['a', 'e'],
      ],
      1,
    ],
    [
      'an unreadable manifest is not a change',
      [
        ['a', 'd'],
        [null, null],
        ['a', 'd'],
      ],
      0,
    ],
  ])('%s', async (_, readings, prompts) => {
    expect((await run(readings)).prompt).toHaveBeenCalledTimes(prompts);
  });

  it('after the prompt the manifests are not read again', async () => {
    const { read } = await run([
      ['a', 'd'],
      ['b', 'd'],
      ['c', 'd'],
    ]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('checks do not overlap: a check while one reads does nothing', async () => {
    let answer: (r: ManifestReading) => void = () => undefined;
    const read = vi.fn(() => new Promise<ManifestReading>((resolve) => (answer = resolve)));
    const check = createUpdateCheck(read, vi.fn());
    const first = check();
    await check();
    answer(['a', 'd']);
    await first;
    expect(read).toHaveBeenCalledTimes(1);
  });
});
