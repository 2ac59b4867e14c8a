import { describe, expect, it } from 'vitest';
import { marqueeDurationSeconds, marqueeTexts } from '@/features/home/marquee';

describe('marquee (SPEC 9: speed 60)', () => {
  it('moves the text across the strip at 60 px per second', () => {
    expect(marqueeDurationSeconds(900, 300)).toBe(20);
    expect(marqueeDurationSeconds(0, 60)).toBe(1);
  });

  it('takes another speed and never a negative or infinite time', () => {
    expect(marqueeDurationSeconds(100, 20, 30)).toBe(4);
    expect(marqueeDurationSeconds(-5, -5)).toBe(0);
    expect(marqueeDurationSeconds(100, 100, 0)).toBe(0);
  });

  it('shows the marquee announcements only, content before title', () => {
    const texts = marqueeTexts([
      { id: '1', type: 'MARQUEE', title: 'T1', content: ' Maintenance Sunday ' },
      { id: '2', type: 'NEWS', title: 'News', content: 'x' },
      { id: '3', type: 'MARQUEE', title: 'Only title', content: '' },
      { id: '4', type: 'MARQUEE', title: '', content: null },
    ]);
    expect(texts).toEqual(['Maintenance Sunday', 'Only title']);
  });
});
