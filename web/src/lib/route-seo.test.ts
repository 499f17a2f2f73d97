import { describe, expect, it } from 'vitest';
import { routeOf } from './route-table';
import { seoOf } from './route-seo';

describe('the search-engine keys of a route', () => {
  it.each([
    ['/login', { title: 'login', description: 'seo_description', keywords: 'seo_keywords' }],
    [
      '/member/benefits',
      { title: 'page_benefits', description: 'seo_description', keywords: 'seo_keywords' },
    ],
    // Home's title is the site's name: no screen title.
    ['/home', { description: 'seo_description', keywords: 'seo_keywords' }],
    ['/', { description: 'seo_description', keywords: 'seo_keywords' }],
    ['/nowhere', { description: 'seo_description', keywords: 'seo_keywords' }],
  ])('%s', (path, keys) => {
    expect(seoOf(routeOf(path))).toEqual(keys);
  });

  it("a route's own search-engine keys come first", () => {
    expect(
      seoOf({ path: '/login', access: 'public', titleKey: 'login', seo: { description: 'register' } }),
    ).toEqual({ title: 'login', description: 'register', keywords: 'seo_keywords' });
  });
});
