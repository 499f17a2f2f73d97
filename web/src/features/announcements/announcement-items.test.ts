// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryTitles, popupItems, slideOf } from './announcement-items';

const item = {
  id: 7,
  title: 'Weekend bonus',
  content: '<p>100%</p>',
  promotionType: 'events',
  execution: 'B',
  forceRead: true,
};

describe("the popup's items, checked (the server's answer may be garbage)", () => {
  it('keeps whole items in order, the id as text, forceRead only when true', () => {
    expect(
      popupItems([item, { ...item, id: 'x2', execution: 'A', forceRead: 'yes', promotionType: 3 }]),
    ).toEqual([
      {
        id: '7',
        title: 'Weekend bonus',
        content: '<p>100%</p>',
        promotionType: 'events',
        execution: 'B',
        forceRead: true,
      },
      {
        id: 'x2',
        title: 'Weekend bonus',
        content: '<p>100%</p>',
        promotionType: '',
        execution: 'A',
        forceRead: false,
      },
    ]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an object', { items: [item] }],
    ['text', '<html>'],
    ['a number', 42],
  ])('an answer that is not a list (%s) is no items', (_, raw) => {
    expect(popupItems(raw)).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'item'],
    ['no title', { ...item, title: undefined }],
    ['content not text', { ...item, content: { html: '<p>' } }],
    ['an unknown execution', { ...item, execution: 'C' }],
    ['no execution', { ...item, execution: undefined }],
    ['an id that is an object', { ...item, id: {} }],
    ['an id that is NaN', { ...item, id: Number.NaN }],
  ])('leaves out an item with %s', (_, bad) => {
    expect(popupItems([bad, item]).map((i) => i.id)).toEqual(['7']);
  });

  it("names each slide's category by its title; an unknown or garbage category has none", () => {
    const titles = categoryTitles([
      { key: 'events', title: ' Events ' },
      { key: 'blank', title: '  ' },
      { key: 3, title: 'bad' },
      null,
      'x',
    ]);
    expect([...titles]).toEqual([['events', 'Events']]);
    const [parsed] = popupItems([item]);
    expect(slideOf(parsed!, titles)).toEqual({
      id: '7',
      title: 'Weekend bonus',
      content: '<p>100%</p>',
      category: 'Events',
    });
    expect(slideOf({ ...parsed!, promotionType: 'other' }, titles).category).toBeNull();
    expect([...categoryTitles(null)]).toEqual([]);
    expect([...categoryTitles({ key: 'events' })]).toEqual([]);
  });
});
