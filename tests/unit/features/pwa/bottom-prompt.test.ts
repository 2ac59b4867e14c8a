import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOTTOM_PROMPT_DELAY_MS, BOTTOM_PROMPT_TRANSITION_MS } from '@/config/constants';
import { createBottomPrompt, type BottomPromptState } from '@/features/pwa/install/bottom-prompt';

describe('the bottom add-to-home-screen prompt (SPEC 4, SPEC 9: 1000 ms and 250 ms)', () => {
  let states: BottomPromptState[];
  const prompt = () => createBottomPrompt((state) => states.push(state));
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec values', () => {
    expect(BOTTOM_PROMPT_DELAY_MS).toBe(1000);
    expect(BOTTOM_PROMPT_TRANSITION_MS).toBe(250);
  });

  it('shows 1000 ms after being called, not a millisecond earlier', () => {
    const bottom = prompt();
    bottom.call();
    vi.advanceTimersByTime(999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['open']);
  });

  it('a second call while waiting or open does not show it twice', () => {
    const bottom = prompt();
    bottom.call();
    vi.advanceTimersByTime(500);
    bottom.call();
    vi.advanceTimersByTime(500);
    bottom.call();
    vi.advanceTimersByTime(2000);
    expect(states).toEqual(['open']);
  });

  it('closes (cancel, agree or a close event) with a 250 ms slide-out', () => {
    const bottom = prompt();
    bottom.call();
    vi.advanceTimersByTime(1000);
    bottom.close();
    expect(states).toEqual(['open', 'leaving']);
    vi.advanceTimersByTime(249);
    expect(states).toEqual(['open', 'leaving']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['open', 'leaving', 'hidden']);
  });

  it('a close before it showed cancels the pending show', () => {
    const bottom = prompt();
    bottom.call();
    vi.advanceTimersByTime(400);
    bottom.close();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([]);
  });

  it('stop drops a pending show (the page left)', () => {
    const bottom = prompt();
    bottom.call();
    bottom.stop();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([]);
  });
});
