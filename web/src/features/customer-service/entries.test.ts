// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeCsPath as encode } from '../../test/cs-path';
import { customerServiceEntries, customerServiceUrl } from './entries';

const open = { title: 'Live chat', labelIds: [] as string[] };
const vip = { title: 'VIP service', labelIds: ['VIP1', 'VIP2'] };
const gold = { title: 'Gold desk', labelIds: ['GOLD'] };
const open2 = { title: 'Telegram', labelIds: [] as string[] };

describe('customerServiceEntries: entries are filtered by VIP label (signed-in §4, §6)', () => {
  const rows: [rule: string, labelId: string | null, expected: string[]][] = [
    ['guests get unlabelled entries', null, ['Live chat', 'Telegram']],
    ['a labelled member gets the entries for the label', 'VIP2', ['VIP service']],
    ['a label named by one entry among several gets that one', 'GOLD', ['Gold desk']],
    ['a labelled member falls back to entries without labels', 'VIP9', ['Live chat', 'Telegram']],
    ['labels match exactly (case counts)', 'vip1', ['Live chat', 'Telegram']],
  ];
  it.each(rows)('%s', (_rule, labelId, expected) => {
    expect(customerServiceEntries([open, vip, gold, open2], labelId).map((e) => e.title)).toEqual(expected);
  });

  it('no entries at all: none', () => {
    expect(customerServiceEntries([], 'VIP1')).toEqual([]);
  });
});

describe('customerServiceUrl: the first of the player’s entries that decodes to an http(s) URL', () => {
  const entry = (url: string | null, labelIds: string[] = []) => ({
    path: url === null ? '%%not-a-path%%Dm7kQ2xA' : encode(url),
    labelIds,
  });

  const rows: [
    rule: string,
    entries: { path: string; labelIds: string[] }[],
    labelId: string | null,
    expected: string | null,
  ][] = [
    [
      'the first entry of a guest',
      [entry('https://a.example/1'), entry('https://b.example/2')],
      null,
      'https://a.example/1',
    ],
    [
      'a path that does not decode to an http(s) URL is skipped, never followed',
      [entry('javascript:alert(1)'), entry(null), entry('https://b.example/2')],
      null,
      'https://b.example/2',
    ],
    ['nothing to open when no entry decodes', [entry('javascript:alert(1)'), entry(null)], null, null],
    [
      'the label’s entry for a labelled member',
      [entry('https://a.example/1'), entry('https://vip.example/', ['VIP1'])],
      'VIP1',
      'https://vip.example/',
    ],
    ['a guest never gets a labelled entry', [entry('https://vip.example/', ['VIP1'])], null, null],
  ];
  it.each(rows)('%s', (_rule, entries, labelId, expected) => {
    expect(customerServiceUrl(entries, labelId)).toBe(expected);
  });
});
