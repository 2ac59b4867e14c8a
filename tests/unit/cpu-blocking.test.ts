// The blocking estimate counts the page's main-thread tasks after first paint by their CPU time, scaled.
import { describe, expect, it } from 'vitest';
import { blockingEstimate, type TraceEvent } from '../../scripts/lib/cpu-blocking';

const MAIN = { pid: 7, tid: 1 };
const task = (ts: number, tdur: number, dur = tdur * 3, at = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...at,
  ts,
  dur,
  tdur,
});
const events: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ...MAIN, ts: 1_000_000 },
  { name: 'firstPaint', ph: 'R', ...MAIN, ts: 1_200_000 },
  task(1_100_000, 90_000), // before first paint: not counted
  task(1_300_000, 20_000), // 80 ms at 4x: 30 ms blocking
  task(1_400_000, 10_000), // 40 ms at 4x: none
  task(2_000_000, 30_000, 30_000, { pid: 7, tid: 2 }), // another thread
  task(2_100_000, 30_000, 30_000, { pid: 8, tid: 1 }), // another process (the browser's)
  task(5_900_000, 25_000), // 100 ms at 4x: 50 ms blocking
  task(6_000_000, 100_000), // past the first 5 s
];

describe('blockingEstimate', () => {
  it("sums 4 x each main-thread task's CPU time - 50 ms, after first paint, in the first 5 s", () => {
    expect(blockingEstimate(events)).toEqual({ blockingMs: 80, longestMs: 100, tasks: 3 });
  });

  it('reads CPU time, not wall time, and scales by the phone given', () => {
    expect(blockingEstimate(events, 2)).toEqual({ blockingMs: 0, longestMs: 50, tasks: 3 });
  });

  it('says so when the page never painted', () => {
    expect(() => blockingEstimate(events.filter((event) => event.name !== 'firstPaint'))).toThrow(
      'the trace holds no firstPaint: the page never painted',
    );
  });
});
