import { describe, expect, it } from 'vitest';
import { isNoindex, seoHead, type SeoTexts } from './seo';

describe('noindex: "paths with more than two slashes, or hosts not starting with www" (entry §2)', () => {
  it.each([
    ['/m/login', 'www.shop.com', false],
    ['/m/home', 'WWW.Shop.com', false],
    ['/m/', 'www.shop.com', false],
    ['/m', 'www.shop.com', false],
    ['/m/register.html', 'www.shop.com', false],
    // "starting with www", as written: any label that begins so.
    ['/m/login', 'www2.shop.com', false],
    ['/m/member/home', 'www.shop.com', true],
    ['/m/securityCenter/addBankCard', 'www.shop.com', true],
    ['/m/home/', 'www.shop.com', true],
    ['/m/login', 'shop.com', true],
    ['/m/login', 'm.shop.com', true],
    ['/m/login', 'shop.www.com', true],
    ['/m/login', 'localhost', true],
    ['/m/login', '127.0.0.1', true],
    ['/m/login', '', true],
  ])('%s on %s: noindex %s', (path, host, noindex) => {
    expect(isNoindex(path, host)).toBe(noindex);
  });
});

const LOGIN: SeoTexts = {
  screenTitle: 'Log in',
  description: 'Games on your phone.',
  keywords: 'games, lottery',
};
const HOME: SeoTexts = { description: 'Games on your phone.', keywords: 'games, lottery' };

describe('the head of a page', () => {
  it.each([
    [
      '/m/login',
      'https://www.shop.com',
      LOGIN,
      {
        title: 'Log in · Shop',
        description: 'Shop · Games on your phone.',
        keywords: 'Shop, games, lottery',
        canonical: 'https://www.shop.com/m/login',
        robots: 'index, follow',
      },
    ],
    [
      '/m/home/',
      'https://www.shop.com',
      HOME,
      {
        title: 'Shop',
        description: 'Shop · Games on your phone.',
        keywords: 'Shop, games, lottery',
        canonical: 'https://www.shop.com/m/home',
        robots: 'noindex',
      },
    ],
    [
      '/m/member/home',
      'http://shop.localhost:8308',
      { ...LOGIN, screenTitle: 'Me' },
      {
        title: 'Me · Shop',
        description: 'Shop · Games on your phone.',
        keywords: 'Shop, games, lottery',
        canonical: 'http://shop.localhost:8308/m/member/home',
        robots: 'noindex',
      },
    ],
    [
      '/m/login',
      'not an origin',
      LOGIN,
      {
        title: 'Log in · Shop',
        description: 'Shop · Games on your phone.',
        keywords: 'Shop, games, lottery',
        canonical: 'not an origin/m/login',
        robots: 'noindex',
      },
    ],
  ])('%s on %s', (path, origin, texts, head) => {
    expect(seoHead(path, origin, texts, 'Shop')).toEqual(head);
  });

  it.each([
    ['/m/', '/m/'],
    ['/m//', '/m/'],
    ['/m/login/', '/m/login'],
    ['/m/register.html', '/m/register.html'],
  ])('the canonical link of %s is %s, without the query', (path, canonical) => {
    expect(seoHead(path, 'https://www.shop.com', HOME, 'Shop').canonical).toBe(
      `https://www.shop.com${canonical}`,
    );
  });

  it('leaves out the name when the site has none', () => {
    expect(seoHead('/m/login', 'https://www.shop.com', LOGIN, '')).toMatchObject({
      description: 'Games on your phone.',
      keywords: 'games, lottery',
    });
  });
});
