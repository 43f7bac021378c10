import { describe, expect, it } from 'vitest';
import { listQuery, readShopQuery, shopSearch, toggleOption } from './shop-query';

const read = (search: string) => readShopQuery(new URLSearchParams(search));

describe('a shop view in the URL', () => {
  it('reads search, category and sort, and writes them back in one order', () => {
    const query = read('sort=price-desc&utm_source=x&q=%20circular%20saw%20&category=circular-saws');
    expect(query).toEqual({ q: 'circular saw', category: 'circular-saws', sort: 'price-desc' });
    expect(shopSearch(query)).toBe('?q=circular+saw&category=circular-saws&sort=price-desc');
    expect(shopSearch({})).toBe('');
  });

  it('ignores what the API would refuse instead of failing the page', () => {
    expect(read('q=&category=Not%20A%20Slug&sort=cheapest')).toEqual({});
    expect(read(`q=${'x'.repeat(101)}`)).toEqual({});
    expect(read('q=a%00b')).toEqual({});
    expect(read('q=evil%E2%80%AEgnp')).toEqual({});
    expect(read(`q=${'x'.repeat(100)}`)).toEqual({ q: 'x'.repeat(100) });
  });

  it("asks for the page's own order unless the URL sorts or searches (then best match)", () => {
    expect(listQuery({}, 'newest')).toEqual({ sort: 'newest' });
    expect(listQuery({ category: 'jigsaws' }, 'oldest')).toEqual({ category: 'jigsaws', sort: 'oldest' });
    expect(listQuery({ q: 'saw' }, 'newest')).toEqual({ q: 'saw' });
    expect(listQuery({ q: 'saw', sort: 'name' }, 'newest')).toEqual({ q: 'saw', sort: 'name' });
  });

  it('reads option values (Name:Value, repeated) in one order without repeats, and toggles one', () => {
    const query = read('option=Voltage%3A230%20V&option=Plug%3AEU&option=Plug%3AEU&sort=name');
    expect(query).toEqual({ options: ['Plug:EU', 'Voltage:230 V'], sort: 'name' });
    expect(shopSearch(query)).toBe('?option=Plug%3AEU&option=Voltage%3A230+V&sort=name');
    expect(toggleOption(query, 'Plug:UK').options).toEqual(['Plug:EU', 'Plug:UK', 'Voltage:230 V']);
    expect(toggleOption(toggleOption(query, 'Plug:EU'), 'Voltage:230 V')).toEqual({ sort: 'name' });
    // What the API would refuse is left out: no colon, an empty name, a control character, more than 12.
    expect(read('option=Voltage&option=%3A230%20V&option=Plug%3AE%00U')).toEqual({});
    expect(read(Array.from({ length: 13 }, (_, i) => `option=Blade%3A${i}`).join('&'))).toEqual({});
  });
});
