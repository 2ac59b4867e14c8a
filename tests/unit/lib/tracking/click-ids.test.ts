import { describe, expect, it } from 'vitest';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { clickIdsOf, keepClickIds, pixelTrackClickIdSources, readClickIds } from '@/lib/tracking/click-ids';
import { memoryStore } from '../memory-store';

describe('ad click ids (issue 15)', () => {
  it('reads fbclid, gclid, ttclid, kwaiclid and twclid from the query', () => {
    expect(clickIdsOf('?fbclid=IwAR0x_y-z&gclid=Cj0KCQ&ttclid=E.C.P.Cq&kwaiclid=kw1&twclid=2-7abc&other=1')).toEqual({
      fbclid: 'IwAR0x_y-z',
      gclid: 'Cj0KCQ',
      ttclid: 'E.C.P.Cq',
      kwaiclid: 'kw1',
      twclid: '2-7abc',
    });
  });

  it('refuses values that are not click ids: markup, quotes, spaces, empty, over 500 characters', () => {
    const hostile = new URLSearchParams({
      fbclid: '<script>x</script>',
      gclid: `a"b`,
      ttclid: 'a b',
      kwaiclid: '',
      twclid: 'x'.repeat(501),
    });
    expect(clickIdsOf(hostile.toString())).toEqual({});
  });

  it('keeps them across pages; a newer click replaces the same vendor only', () => {
    const local = guardStorage(memoryStore());
    keepClickIds('?gclid=g1&twclid=t1', local);
    expect(keepClickIds('?gclid=g2', local)).toEqual({ gclid: 'g2', twclid: 't1' });
    expect(keepClickIds('', local)).toEqual({ gclid: 'g2', twclid: 't1' });
    expect(readClickIds(local)).toEqual({ gclid: 'g2', twclid: 't1' });
  });

  it('drops kept values that are not click ids (storage is not trusted either)', () => {
    const local = guardStorage(
      memoryStore({ [STORAGE_KEYS.clickIds]: JSON.stringify({ gclid: '<b>', ttclid: 5, twclid: 'ok' }) }),
    );
    expect(readClickIds(local)).toEqual({ twclid: 'ok' });
    expect(readClickIds(guardStorage(memoryStore({ [STORAGE_KEYS.clickIds]: 'not json' })))).toEqual({});
  });

  it("maps onto SPEC 3's pixelTrack fields: kwaiClickId and twclid", () => {
    expect(pixelTrackClickIdSources({ kwaiclid: 'k', twclid: 't', gclid: 'g', fbclid: 'f' })).toEqual({
      kwaiClickId: 'k',
      twclid: 't',
    });
  });
});
