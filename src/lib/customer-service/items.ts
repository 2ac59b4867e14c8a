// SPEC 3 "Customer-service item" and SPEC 6 "Customer-service list filtering".

export interface CustomerServiceItemInput {
  csType: string;
  csPosition?: string | null | undefined;
  path: string;
  /** VIP labels that see the item; empty or absent for everybody. Ids may come as numbers. */
  labelIds?: readonly (string | number)[] | null | undefined;
}

export type CustomerServiceItem<T extends CustomerServiceItemInput = CustomerServiceItemInput> = Omit<
  T,
  'csPosition'
> & { csPosition: string };

const isForEverybody = (item: CustomerServiceItemInput) => !item.labelIds || item.labelIds.length === 0;
const matchesLabel = (item: CustomerServiceItemInput, labelId: string) =>
  item.labelIds?.some((id) => String(id) === labelId) ?? false;

/**
 * SPEC 6: items with no labelIds are for everybody; if the member's VIP label matches some items, only
 * those are shown. So a member whose label matches nothing (and a guest) sees the items for everybody.
 */
export function filterByVipLabel<T extends CustomerServiceItemInput>(
  items: readonly T[],
  vipLabelId?: string | number | null,
): T[] {
  if (vipLabelId !== undefined && vipLabelId !== null && vipLabelId !== '') {
    const labelId = String(vipLabelId);
    const matching = items.filter((item) => matchesLabel(item, labelId));
    if (matching.length > 0) return matching;
  }
  return items.filter(isForEverybody);
}

/** SPEC 3: csPosition defaults to csType. */
export function withDefaultPosition<T extends CustomerServiceItemInput>(item: T): CustomerServiceItem<T> {
  return { ...item, csPosition: item.csPosition || item.csType };
}

/** The items a member (or guest, without a label) sees, each with its position. */
export function customerServiceItems<T extends CustomerServiceItemInput>(
  items: readonly T[],
  vipLabelId?: string | number | null,
): CustomerServiceItem<T>[] {
  return filterByVipLabel(items, vipLabelId).map(withDefaultPosition);
}
