// SPEC 4 "Install prompt": the bottom add-to-home-screen prompt shows 1 s after being called, slides in and
// out over 250 ms (SPEC 9), and closes on cancel, agree or a close event.
import { BOTTOM_PROMPT_DELAY_MS, BOTTOM_PROMPT_TRANSITION_MS } from '../../../config/constants';
import { systemClock, type Clock, type TimerHandle } from '../../../lib/time/clock';

/** hidden -> (1000 ms) open -> leaving -> (250 ms) hidden; `open` is rendered, `leaving` plays the slide-out. */
export type BottomPromptState = 'hidden' | 'open' | 'leaving';

export interface BottomPrompt {
  /** Shows the prompt BOTTOM_PROMPT_DELAY_MS later (a second call while waiting or open does nothing). */
  call(): void;
  /** Cancel, agree or a close event: slides out, hidden BOTTOM_PROMPT_TRANSITION_MS later. */
  close(): void;
  stop(): void;
}

export function createBottomPrompt(
  onState: (state: BottomPromptState) => void,
  clock: Clock = systemClock,
): BottomPrompt {
  let state: BottomPromptState = 'hidden';
  let timer: TimerHandle | undefined;
  const set = (next: BottomPromptState) => {
    state = next;
    onState(next);
  };
  const clear = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    call: () => {
      if (state !== 'hidden' || timer !== undefined) return;
      timer = clock.setTimeout(() => {
        timer = undefined;
        set('open');
      }, BOTTOM_PROMPT_DELAY_MS);
    },
    close: () => {
      clear();
      if (state !== 'open') return;
      set('leaving');
      timer = clock.setTimeout(() => {
        timer = undefined;
        set('hidden');
      }, BOTTOM_PROMPT_TRANSITION_MS);
    },
    stop: clear,
  };
}
