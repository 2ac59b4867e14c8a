// SPEC 4 / 9 "System status": the check's timing is reported after 5 s, with a hard stop at 15 s. Read as:
// one report, sent 5 s after start when the check answered by then, else as soon as it answers, and at
// 15 s at the latest (then as a timeout; a later answer is not reported).
import { STATUS_TIMING_HARD_STOP_MS, STATUS_TIMING_REPORT_MS } from '../../config/constants';
import { systemClock, type Clock, type TimerHandle } from '../../lib/time/clock';

export type StatusOutcome = 'ok' | 'maintenance' | 'regionRestriction' | 'domainNotAvailable' | 'failed';

export interface StatusTiming {
  outcome: StatusOutcome | 'timeout';
  /** Milliseconds the check took; null when it had not answered at the hard stop. */
  durationMs: number | null;
}

/** Times `check` (which resolves to its outcome and never rejects) and calls `report` exactly once. */
export function timeStatusCheck(
  check: Promise<StatusOutcome>,
  report: (timing: StatusTiming) => void,
  clock: Clock = systemClock,
): () => void {
  const startedAt = clock.now();
  let answer: StatusTiming | undefined;
  let reported = false;
  let reportDue = false;
  const timers: TimerHandle[] = [];
  const send = (timing: StatusTiming) => {
    if (reported) return;
    reported = true;
    timers.forEach((timer) => clock.clearTimeout(timer));
    report(timing);
  };
  void check.then((outcome) => {
    if (reported) return;
    answer = { outcome, durationMs: clock.now() - startedAt };
    if (reportDue) send(answer);
  });
  timers.push(
    clock.setTimeout(() => {
      reportDue = true;
      if (answer) send(answer);
    }, STATUS_TIMING_REPORT_MS),
    clock.setTimeout(() => send({ outcome: 'timeout', durationMs: null }), STATUS_TIMING_HARD_STOP_MS),
  );
  return () => {
    reported = true;
    timers.forEach((timer) => clock.clearTimeout(timer));
  };
}

export interface StatusAnswer {
  maintenance?: boolean | null;
  regionRestriction?: boolean | null;
}

/** What the page shows for a status answer: region restriction before maintenance (neither can be used). */
export function statusOutcome(status: StatusAnswer): StatusOutcome {
  if (status.regionRestriction) return 'regionRestriction';
  if (status.maintenance) return 'maintenance';
  return 'ok';
}
