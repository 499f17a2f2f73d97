import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPassword, isValidUsername, normaliseUsername } from './credentials';

describe('username rule: 4 to 16 characters, a letter first, then letters, digits or _', () => {
  it.each([
    ['player', true],
    ['Player_01', true],
    ['abcd', true],
    ['a'.repeat(16), true],
    ['abc', false],
    ['a'.repeat(17), false],
    ['1player', false],
    ['_player', false],
    ['play er', false],
    ['play-er', false],
    ['玩家玩家', false],
  ])('%s → %s', (name, valid) => {
    expect(isValidUsername(name)).toBe(valid);
  });

  it('usernames compare case-insensitively and without surrounding spaces', () => {
    expect(normaliseUsername('  Player_01 ')).toBe('player_01');
  });
});

describe('password rule: 6 to 20 printable characters with a letter and a digit', () => {
  it.each([
    ['Secret9', true],
    ['a1b2c3', true],
    ['Demo@2026', true],
    ['A1' + 'x'.repeat(18), true],
    ['A1' + 'x'.repeat(19), false],
    ['abc12', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc 1234', false],
    ['pässwort1', false],
  ])('%s → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe("phone numbers are sent as '+' followed by dialling code and number", () => {
  it.each([
    ['63', '9171234567', '+639171234567'],
    ['+86', '138 0013 8000', '+8613800138000'],
    ['84', '091-234-5678', '+840912345678'],
  ])('%s %s → %s', (code, number, expected) => {
    expect(formatPhone(code, number)).toBe(expected);
  });
});
