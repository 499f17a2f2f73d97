import { describe, expect, it } from 'vitest';
import { maskedName } from './masked-name';

describe('maskedName: never a name whole, nor its length, to another member', () => {
  it.each([
    ['demo_member', 'de****er'],
    ['dealer', 'de****er'],
    ['alice', 'al****ce'],
    ['anna', 'a****'],
    ['bob', 'b****'],
    ['jo', 'j****'],
    ['x', 'x****'],
    ['', '****'],
    ['+639171234567', '+6****67'],
    ['玩家一号你好', '玩家****你好'],
    ['😀abc😀', '😀a****c😀'],
  ])('%s is %s', (name, masked) => expect(maskedName(name)).toBe(masked));
});
