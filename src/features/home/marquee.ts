// SPEC 2 / 9: the announcement marquee scrolls at speed 60 (read as pixels per second).
import { MARQUEE_SPEED } from '../../config/constants';
import type { Announcement } from '../../lib/content/announcements';

/** Seconds one pass takes: the text enters from the right edge and leaves at the left. */
export function marqueeDurationSeconds(
  textWidthPx: number,
  viewportWidthPx: number,
  speed: number = MARQUEE_SPEED,
): number {
  const distance = Math.max(0, textWidthPx) + Math.max(0, viewportWidthPx);
  return speed > 0 ? distance / speed : 0;
}

/** The marquee items' texts, in order (content, else title). */
export function marqueeTexts(list: readonly Announcement[]): string[] {
  return list
    .filter((item) => item.type === 'MARQUEE')
    .map((item) => (item.content || item.title || '').trim())
    .filter(Boolean);
}
