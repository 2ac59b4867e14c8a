// A page's own choice kept in its query: set, replaced or removed, every other parameter kept.
import { describe, expect, it, vi } from 'vitest';
import { pageWithQuery, pushPageQuery } from '@/lib/routing/page-query';

const page = (search: string, hash = '') => ({ pathname: '/m/activity', search, hash });

describe('pageWithQuery', () => {
  it('sets, replaces and removes the one parameter, keeping the others and the hash', () => {
    expect(pageWithQuery(page('?affiliateCode=A1'), 'category', 'pc-new')).toBe(
      '/m/activity?affiliateCode=A1&category=pc-new',
    );
    expect(pageWithQuery(page('?category=pc-new&id=p1', '#top'), 'category', 'pc-casino')).toBe(
      '/m/activity?category=pc-casino&id=p1#top',
    );
    expect(pageWithQuery(page('?category=pc-new&id=p1'), 'category', undefined)).toBe('/m/activity?id=p1');
    expect(pageWithQuery(page('?category=pc-new'), 'category', undefined)).toBe('/m/activity');
  });

  it('encodes the value: it cannot add a parameter or leave the page', () => {
    expect(pageWithQuery(page(''), 'category', 'a&token=x#/evil')).toBe('/m/activity?category=a%26token%3Dx%23%2Fevil');
  });
});

describe('pushPageQuery', () => {
  it('pushes a new history entry for a changed value, none for the same one', () => {
    const entries = { state: { kept: true }, pushState: vi.fn() };
    pushPageQuery('category', 'pc-casino', page('?category=pc-new'), entries);
    expect(entries.pushState).toHaveBeenCalledWith({ kept: true }, '', '/m/activity?category=pc-casino');
    pushPageQuery('category', 'pc-new', page('?category=pc-new'), entries);
    pushPageQuery('category', undefined, page(''), entries);
    expect(entries.pushState).toHaveBeenCalledTimes(1);
  });
});
