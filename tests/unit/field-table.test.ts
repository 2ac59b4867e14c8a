// Issue 44: `npm run field:report`'s table, one row a merchant.
import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../scripts/lib/field-table';

describe('fieldTable', () => {
  it('shows page views, errors, the top error and the p75 of each vital; "-" where nothing came', () => {
    const table = fieldTable([
      {
        code: 'luckystar',
        summary: {
          errorCount: 7,
          topErrors: [
            {
              kind: 'rejection',
              message: 'ApiError | Load failed',
              count: 5,
              routes: ['home', 'login'],
              engines: ['WebKit iOS 17'],
            },
          ],
          pageViews: 12,
          p75: { LCP: 2312.4, INP: 88, CLS: 0.0123, FCP: 1200, TTFB: 310 },
        },
      },
      { code: 'siamarena', summary: { errorCount: 0, topErrors: [], pageViews: 0, p75: {} } },
    ]);
    expect(table.split('\n')).toEqual([
      '| merchant | page views | errors | top error | LCP p75 | INP p75 | CLS p75 | FCP p75 | TTFB p75 |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| luckystar | 12 | 7 | 5x rejection: ApiError \\| Load failed (home, login; WebKit iOS 17) | 2312 ms | 88 ms | 0.012 | 1200 ms | 310 ms |',
      '| siamarena | 0 | 0 | - | - | - | - | - | - |',
    ]);
  });
});
