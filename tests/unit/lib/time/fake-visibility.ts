// A document's visibility for tests of what runs on a return to the tab (SPEC 9).
import type { VisibilitySource } from '@/lib/time/tab-return';

export function fakeVisibility() {
  const listeners = new Set<() => void>();
  const set = (state: DocumentVisibilityState) => {
    source.visibilityState = state;
    listeners.forEach((listener) => listener());
  };
  const source = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
    show: () => set('visible'),
    hide: () => set('hidden'),
    listeners,
  };
  return source satisfies VisibilitySource;
}
