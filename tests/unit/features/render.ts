// Renders a React element into happy-dom's document and lets a test act on it as a player would.
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function render(element: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    /** Runs `step` and waits for the updates and promises it starts. */
    act: (step: () => unknown) => act(async () => void (await step())),
    /**
     * Lets time pass inside act() (answers of stubbed calls arrive) until `ready` holds; fails after 10 s of
     * waits (a busy machine's first import of the contract checks alone can take seconds).
     */
    until: async (ready: () => boolean) => {
      for (let waited = 0; !ready(); waited += 20) {
        if (waited >= 10_000) throw new Error(`Not ready after 10 s: ${container.textContent}`);
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    },
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Types into a controlled input the way React notices (the native value setter, then an input event). */
export function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export { createElement as h };
