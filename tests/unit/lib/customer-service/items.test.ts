import { describe, expect, it } from 'vitest';
import { customerServiceItems, filterByVipLabel, withDefaultPosition } from '@/lib/customer-service/items';

const everybody = { csType: 'LIVECHAT', path: 'https://chat.test/a' };
const emptyLabels = { csType: 'COMM100', path: 'https://chat.test/b', labelIds: [] as string[] };
const gold = {
  csType: 'COMM100VIP',
  csPosition: 'vip',
  path: 'https://chat.test/gold',
  labelIds: ['gold', 'platinum'],
};
const silver = { csType: 'AICAN', path: 'https://chat.test/silver', labelIds: [7] };
const items = [everybody, emptyLabels, gold, silver];

describe('customer-service list filtering (SPEC 6)', () => {
  it('shows a guest only the items for everybody', () => {
    expect(filterByVipLabel(items)).toEqual([everybody, emptyLabels]);
    expect(filterByVipLabel(items, null)).toEqual([everybody, emptyLabels]);
    expect(filterByVipLabel(items, '')).toEqual([everybody, emptyLabels]);
  });

  it('shows only the matching items when the member VIP label matches some', () => {
    expect(filterByVipLabel(items, 'gold')).toEqual([gold]);
    expect(filterByVipLabel(items, 'platinum')).toEqual([gold]);
  });

  it('matches numeric and string label ids alike', () => {
    expect(filterByVipLabel(items, '7')).toEqual([silver]);
    expect(filterByVipLabel(items, 7)).toEqual([silver]);
  });

  it('matches whole label ids: label 7 is not label 17, nor 17 label 7', () => {
    const seventeen = { csType: 'LIVECHAT', path: 'https://chat.test/seventeen', labelIds: ['17'] };
    const list = [everybody, silver, seventeen];
    expect(filterByVipLabel(list, '7')).toEqual([silver]);
    expect(filterByVipLabel(list, 17)).toEqual([seventeen]);
    expect(filterByVipLabel(list, '1')).toEqual([everybody]);
  });

  it('shows the items for everybody when the label matches none', () => {
    expect(filterByVipLabel(items, 'bronze')).toEqual([everybody, emptyLabels]);
  });

  it('shows nothing when nothing is for everybody and nothing matches', () => {
    expect(filterByVipLabel([gold], 'bronze')).toEqual([]);
    expect(filterByVipLabel([], 'gold')).toEqual([]);
  });

  it('treats null labelIds as for everybody', () => {
    const item = { csType: 'TX-CHAT', path: 'x', labelIds: null };
    expect(filterByVipLabel([item], 'gold')).toEqual([item]);
  });
});

describe('customer-service position (SPEC 3)', () => {
  it('defaults csPosition to csType', () => {
    expect(withDefaultPosition(everybody).csPosition).toBe('LIVECHAT');
    expect(withDefaultPosition({ ...everybody, csPosition: '' }).csPosition).toBe('LIVECHAT');
    expect(withDefaultPosition({ ...everybody, csPosition: null }).csPosition).toBe('LIVECHAT');
  });

  it('keeps a given csPosition', () => {
    expect(withDefaultPosition(gold).csPosition).toBe('vip');
  });

  it('filters and fills positions in one go', () => {
    expect(customerServiceItems(items, 'gold')).toEqual([{ ...gold, csPosition: 'vip' }]);
    expect(customerServiceItems(items).map((item) => item.csPosition)).toEqual(['LIVECHAT', 'COMM100']);
  });
});
