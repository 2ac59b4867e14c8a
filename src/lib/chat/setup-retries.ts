// SPEC 4 "Chat setup is retried after 1 s and 3 s": a widget whose script is still loading gets two more tries.
import { CHAT_SETUP_RETRIES_MS } from '../../config/constants';
import type { Clock, TimerHandle } from '../time/clock';

/**
 * Runs `attempt` now and, while it reports not done (false or a throw), again at 1 s and 3 s after the
 * start. Returns a cancel function (a logout cancels the pending identity).
 */
export function withChatSetupRetries(attempt: () => boolean, clock: Clock): () => void {
  const timers: TimerHandle[] = [];
  const cancel = () => timers.splice(0).forEach((timer) => clock.clearTimeout(timer));
  const run = () => {
    let done = false;
    try {
      done = attempt();
    } catch {
      done = false; // a provider that throws is not ready yet
    }
    if (done) cancel();
    return done;
  };
  if (!run()) for (const delay of CHAT_SETUP_RETRIES_MS) timers.push(clock.setTimeout(run, delay));
  return cancel;
}
