// @vitest-environment happy-dom
// Issue 26: a new member's VIP card said "No VIP level yet" beside "Complete" and a full bar. Without a
// label it now says how to reach the first level, with no bar; a labelled member sees the ratio.
import { afterEach, describe, expect, it } from 'vitest';
import { RankProgress } from '@/features/member/RankProgress';
import { h, render } from '../render';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
let view: Awaited<ReturnType<typeof render>> | undefined;
afterEach(() => view?.unmount());

describe('the VIP card', () => {
  it('tells a member without a label how to reach the first level, without a bar', async () => {
    view = await render(
      h(RankProgress, {
        progress: { labelId: null, completedConditions: 0, totalExpectedConditions: 0 },
        label: null,
        t,
      }),
    );
    const card = view.container;
    expect(card.textContent).toContain('member.noVip');
    expect(card.querySelector('[data-testid="rank-first-level"]')?.textContent).toBe('member.rankFirstLevel');
    expect(card.querySelector('[role="progressbar"]')).toBeNull();
    expect(card.textContent).not.toContain('member.rankNoLabel');
  });

  it('shows a labelled member the conditions met and the bar at their ratio', async () => {
    view = await render(
      h(RankProgress, {
        progress: { labelId: 'VIP3', completedConditions: 3, totalExpectedConditions: 5 },
        label: { labelId: 'VIP3', labelName: 'VIP 3', type: 'AUTO', rankLevel: 3 },
        t,
      }),
    );
    const bar = view.container.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(view.container.querySelector('[data-testid="rank-ratio"]')?.textContent).toBe(
      'member.rankConditions {"completed":3,"expected":5}',
    );
    expect(view.container.textContent).toContain('VIP 3');
  });

  it('shows a labelled member with nothing left to reach as complete, the bar full', async () => {
    view = await render(
      h(RankProgress, { progress: { labelId: null }, label: { labelId: 'VIP9', labelName: 'VIP 9' }, t }),
    );
    expect(view.container.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('100');
    expect(view.container.querySelector('[data-testid="rank-ratio"]')?.textContent).toBe('member.rankNoLabel');
  });
});
