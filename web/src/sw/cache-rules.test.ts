// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isKeepableAnswer, shellFor, strategyFor, type Strategy } from './cache-rules';

const ORIGIN = 'https://www.demo-casino.example';

describe('strategyFor: which request goes to which strategy', () => {
  it.each<
    [string, string, { method?: string; mode?: string; destination?: string; token?: boolean }, Strategy]
  >([
    // "keeps the hashed assets cache-first"
    ['a hashed chunk', '/m/assets/app-Cqcn5fQJ.js', {}, 'cache-first'],
    ['a hashed stylesheet', '/m/assets/index-CdRZCgTg.css', {}, 'cache-first'],
    ['a locale chunk (its hash starts with a dash)', '/m/assets/KO--Smv-j9s.js', {}, 'cache-first'],
    ['a file under assets without a hash', '/m/assets/logo.png', {}, 'network'],
    ['a hashed name outside /m/assets/', '/m/other/app-Cqcn5fQJ.js', {}, 'network'],
    // "the HTML … network-first", with the app shell offline
    ['a page load of the app', '/m/login', { mode: 'navigate' }, 'navigation'],
    ['a page load of an unknown route', '/m/no-such-page', { mode: 'navigate' }, 'navigation'],
    ['a page load with a token in its query', '/m/home?token=abc', { mode: 'navigate' }, 'navigation'],
    ['a page load outside the app', '/mobile/mc/redirect.html?url=x', { mode: 'navigate' }, 'network'],
    // "… and /wps/ network-first"
    ['a guest GET of the platform', '/wps/system/status?device=WEB', {}, 'network-first'],
    // What the platform serves as a picture or a script is the browser's to load.
    ['an icon', '/wps/system/icons/DEMO/192.png', { destination: 'image' }, 'network'],
    ['the captcha stand-in script', '/wps/captcha/standin/gt4.js', { destination: 'script' }, 'network'],
    // "never caching API answers that carry a token"
    ['a member GET (Authorization)', '/wps/member/info', { token: true }, 'network'],
    [
      'a member relay GET (Authorization)',
      '/wps/relay/MCSFE_getPlayerRankProgress',
      { token: true },
      'network',
    ],
    [
      'a hashed chunk asked for with a token still comes from the network',
      '/m/assets/app-Cqcn5fQJ.js',
      { token: true },
      'network',
    ],
    // Only GETs are kept.
    ['a POST (sign-in)', '/wps/session/login', { method: 'POST' }, 'network'],
    ['a POST of tracking', '/wps/tracking/events', { method: 'POST' }, 'network'],
    ['a PUT', '/wps/member/language', { method: 'PUT' }, 'network'],
    // Read fresh: the update check and the install prompt see a new deployment; the key is never stale.
    ['the asset manifest', '/m/asset-manifest.json', {}, 'network'],
    ['the asset manifest with its time query', '/m/asset-manifest.json?t=1700000000000', {}, 'network'],
    ['the desktop asset manifest', '/mobile/mc/asset-manifest.json?t=1', {}, 'network'],
    ['the merchant manifest', '/wps/system/manifest.json?merchantCode=DEMO', {}, 'network'],
    ['the worker itself', '/m/sw.js?env=production&merchant=DEMO', {}, 'network'],
    ['the encryption key', '/wps/session/key/rsa?_=1700000000000', {}, 'network'],
    // Other origins are left alone.
    ['another origin', 'https://cdn.demo-casino.example/m/assets/app-Cqcn5fQJ.js', {}, 'network'],
    ['a game host page load', 'https://games.example.com/m/play', { mode: 'navigate' }, 'network'],
    ['anything else of the site', '/robots.txt', {}, 'network'],
  ])(
    '%s: %s → %s',
    (_, path, { method = 'GET', mode = 'cors', destination = '', token = false }, strategy) => {
      const url = new URL(path, ORIGIN);
      expect(strategyFor({ url, method, mode, destination, hasAuthorization: token, origin: ORIGIN })).toBe(
        strategy,
      );
    },
  );
});

describe('isKeepableAnswer: an answer is kept only when the server allows it', () => {
  it.each<[number, string | null, boolean]>([
    [200, 'public, max-age=86400', true],
    [200, null, true],
    [200, 'no-cache', true],
    // The reference server's call answers: never kept.
    [200, 'no-store', false],
    [200, 'private, max-age=60', false],
    [200, 'max-age=0, No-Store', false],
    [206, 'public', false],
    [404, 'public', false],
    [500, null, false],
    [503, null, false],
  ])('%i with cache-control %s → %s', (status, cacheControl, keep) => {
    expect(isKeepableAnswer(status, cacheControl)).toBe(keep);
  });
});

describe('shellFor: the page that opens a route offline', () => {
  const pages = {
    '/m/login': '/m/login',
    '/m/home': '/m/home',
    '/m/': '/m/home',
    '/m/index.html': '/m/home',
  };
  it.each<[string, string]>([
    ['/m/login', '/m/login'],
    ['/m/login/', '/m/login'],
    ['/m/', '/m/home'],
    ['/m/index.html', '/m/home'],
    // Any other route: the plain app shell.
    ['/m/member/home', '/m/app-shell'],
    ['/m/no-such-page', '/m/app-shell'],
  ])('%s → %s', (path, page) => {
    expect(shellFor(path, pages, '/m/app-shell')).toBe(page);
  });
});
