// CCSFE_getListAnnouncements: customer service's notices to members, shown as text in the member centre.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, GetOptions } from '@/lib/api/request';
import { fetchServiceNotices } from '@/features/member/api';
import { serviceNotices } from '@/lib/content/service-notices';

describe('customer-service notices (SPEC 7 CCSFE_getListAnnouncements)', () => {
  it('keeps the id, title and content of each notice, in the operator order', () => {
    expect(
      serviceNotices([
        { id: 'cs-2', type: 'NEWS', title: 'Holidays', content: 'Chat is open.', imageUrl: 'https://x.example/a.png' },
        { id: 'cs-1', title: 'Password', content: 'We never ask for it.' },
      ]),
    ).toEqual([
      { id: 'cs-2', title: 'Holidays', content: 'Chat is open.' },
      { id: 'cs-1', title: 'Password', content: 'We never ask for it.' },
    ]);
  });

  it('drops notices without a text id or title, and repeated ids; content that is not text is none', () => {
    expect(
      serviceNotices([
        { id: 'a', title: 'First', content: { html: '<b>x</b>' } },
        { id: 'a', title: 'Again' },
        { id: 7, title: 'Number id' },
        { id: 'b', title: '  ' },
        { id: 'c' },
        null,
        'text',
        { id: 'd', title: 'Blank content', content: ' ' },
      ]),
    ).toEqual([
      { id: 'a', title: 'First', content: null },
      { id: 'd', title: 'Blank content', content: null },
    ]);
  });

  it('reads anything but a list as no notices', () => {
    expect(serviceNotices(null)).toEqual([]);
    expect(serviceNotices({ list: [{ id: 'a', title: 'A' }] })).toEqual([]);
  });

  it('asks CCSFE_getListAnnouncements with the session token, cached, the card showing a failure', async () => {
    const get = vi.fn(async (_path: string | null | undefined, _options?: GetOptions) => [{ id: 'a', title: 'A' }]);
    const api = { get } as unknown as ApiClient;
    await expect(fetchServiceNotices(api)).resolves.toEqual([{ id: 'a', title: 'A', content: null }]);
    expect(get).toHaveBeenCalledWith('/wps/relay/CCSFE_getListAnnouncements', { cache: true, alert: false });
  });
});
