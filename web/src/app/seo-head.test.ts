import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TFunction } from '../i18n/translate';
import { writeSeoHead } from './seo-head';

const strings = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'locales', `${code}.json`), 'utf8'));
const CN = strings('CN');
const tCN: TFunction = (key) => CN[key] ?? key;

const head = () => ({
  title: document.title,
  description: document.head.querySelectorAll('meta[name="description"]').length,
  canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
  robots: document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content,
});

describe("the head on navigation, in the player's language", () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Play</title><meta name="description" content="from the server">';
  });

  it("writes the route's title, description, keywords, robots and canonical link, reusing the server's tags", () => {
    window.history.replaceState(null, '', '/m/login?affiliateCode=A1');
    writeSeoHead('/login', tCN, 'Shop');
    expect(head()).toEqual({
      title: `${CN.login} · Shop`,
      description: 1,
      canonical: `${window.location.origin}/m/login`,
      // jsdom's host is localhost: not a www host.
      robots: 'noindex',
    });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      `Shop · ${CN.seo_description}`,
    );
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe(
      `Shop, ${CN.seo_keywords}`,
    );
  });

  it('home and a path the app does not have are titled with the site name', () => {
    for (const [url, path] of [
      ['/m/home', '/home'],
      ['/m/nowhere', '/nowhere'],
    ] as const) {
      window.history.replaceState(null, '', url);
      writeSeoHead(path, tCN, 'Shop');
      expect(document.title).toBe('Shop');
    }
    expect(document.head.querySelectorAll('link[rel="canonical"], meta[name="robots"]')).toHaveLength(2);
  });
});
