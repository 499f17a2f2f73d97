import { describe, expect, it } from 'vitest';
import { BANNER_BOX, usableBanners } from './usable-banners';

const good = {
  id: 'b1',
  title: 'Summer cup',
  imageUrl: '/wps/images/home/summer.svg',
  width: 1500,
  height: 600,
  linkageType: 'G',
  linkage: 'LOTTO5',
  gameType: 'LOTT',
  openInNewWindow: false,
};

describe('usableBanners: a garbled answer leaves home with the banners it can show', () => {
  it('keeps whole banners as they are, in order', () => {
    const second = {
      ...good,
      id: 'b2',
      linkageType: 'URL',
      url: 'https://promo.example/',
      openInNewWindow: true,
    };
    expect(usableBanners([good, second])).toEqual([good, second]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an object', { banners: [good] }],
    ['a string', 'banners'],
  ])('an answer that is not a list (%s) is no banners', (_what, answer) => {
    expect(usableBanners(answer)).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 7],
    ['no id', { ...good, id: undefined }],
    ['a title that is not text', { ...good, title: 3 }],
    ['no image', { ...good, imageUrl: null }],
    ['an unknown linkage type', { ...good, linkageType: 'Z' }],
  ])('an entry with %s is left out', (_what, entry) => {
    expect(usableBanners([entry, good])).toEqual([good]);
  });

  it('drops fields of the wrong type: no link, the box size, a window only when true', () => {
    expect(
      usableBanners([
        { ...good, linkage: 5, gameType: ['LOTT'], width: -1, height: '600', openInNewWindow: 'yes' },
      ]),
    ).toEqual(
      [{ ...good, linkage: '', gameType: undefined, ...BANNER_BOX, openInNewWindow: false }].map(strip),
    );
  });
});

/** The object without its undefined fields. */
function strip<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
