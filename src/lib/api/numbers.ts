// Numbers the API may send as numbers or numeric strings ("250"), read leniently in one place.

/** A finite number, or a string that is one; else undefined. */
export function apiNumber(raw: unknown): number | undefined {
  const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A count (deposits, unread messages): a whole number of at least 0, else undefined. */
export function apiCount(raw: unknown): number | undefined {
  const count = apiNumber(raw);
  return count !== undefined && Number.isInteger(count) && count >= 0 ? count : undefined;
}
