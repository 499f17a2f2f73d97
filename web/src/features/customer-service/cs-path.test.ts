// @vitest-environment node
import { defaultMerchantSettings } from '@app/contract/default-settings';
import { describe, expect, it } from 'vitest';
import { encodeCsBytes, encodeCsPath as encode } from '../../test/cs-path';
import { decodeCsPath } from './cs-path';

const demoPath = (csType: string) =>
  defaultMerchantSettings().customerService.find((e) => e.csType === csType)?.path ?? '';

describe('decodeCsPath: the last 8 characters are the key, the rest is ciphertext (signed-in §4)', () => {
  const rows: [what: string, path: string, expected: string | null][] = [
    [
      "the demo's live chat",
      demoPath('LIVECHAT'),
      'https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi',
    ],
    ["the demo's VIP service", demoPath('COMM100VIP'), 'https://vip.chat.demo-casino.example/chat?site=demo'],
    [
      'non-ASCII text in the URL',
      encode('https://cs.example/聊天?q=é', 'Ab3dEf7h'),
      'https://cs.example/聊天?q=é',
    ],
    ['a path of the key alone', 'Dm7kQ2xA', null],
    ['an empty path', '', null],
    ['a ciphertext that is not base64url', 'ab+c/d==Dm7kQ2xA', null],
    ['a ciphertext of impossible length', 'abcdeDm7kQ2xA', null],
    ['bytes that are not UTF-8', encodeCsBytes(Uint8Array.of(0x68, 0xff, 0xfe), 'Dm7kQ2xA'), null],
  ];
  it.each(rows)('%s', (_what, path, expected) => {
    expect(decodeCsPath(path)).toBe(expected);
  });
});
