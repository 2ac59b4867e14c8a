// The main thread's blocking estimate from a Chromium trace by CPU time (issue 43): each task of the page's
// main thread after its first paint, within the first 5 s, counts `scale` x its own CPU time minus 50 ms
// (what a `scale` times slower phone would block, as Total Blocking Time counts); a loaded machine stretches
// wall time, not a task's CPU time.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time of a complete event, in µs. */
  tdur?: number;
  args?: { name?: string; frame?: string };
}

export interface BlockingEstimate {
  /** Σ max(0, scale x CPU ms - 50) over the counted tasks. */
  blockingMs: number;
  /** The longest counted task's CPU time x scale. */
  longestMs: number;
  /** Tasks counted (after first paint, in the window). */
  tasks: number;
}

const LONG_TASK_MS = 50;

/** The estimate of the page whose first paint the trace holds; throws when it holds none. */
export function blockingEstimate(events: readonly TraceEvent[], scale = 4, windowMs = 5_000): BlockingEstimate {
  const paint = events.find((event) => event.name === 'firstPaint');
  if (!paint) throw new Error('the trace holds no firstPaint: the page never painted');
  const start = events
    .filter((event) => event.name === 'navigationStart' && event.pid === paint.pid && event.ts <= paint.ts)
    .reduce((latest, event) => Math.max(latest, event.ts), -Infinity);
  const end = (Number.isFinite(start) ? start : paint.ts) + windowMs * 1_000;
  const cpuMs = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= paint.ts &&
        event.ts < end,
    )
    .map((event) => ((event.tdur ?? event.dur ?? 0) / 1_000) * scale);
  return {
    blockingMs: cpuMs.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    longestMs: Math.max(0, ...cpuMs),
    tasks: cpuMs.length,
  };
}
