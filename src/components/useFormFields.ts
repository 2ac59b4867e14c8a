import { useEffect, useRef, useState } from 'react';

type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type CheckName<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/**
 * Fields of a form by input name: text (string) and checkboxes (boolean). What a player typed or ticked
 * before the island hydrated is kept: the server's HTML is usable at once, and hydration must not wipe it.
 */
export function useFormFields<T extends Record<string, string | boolean>>(initial: T) {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    // Read in the hydration's own effects: the first re-render would set the controlled inputs back.
    const early = Object.fromEntries(
      Object.entries(initial).flatMap(([name, start]) => {
        const input = form.elements.namedItem(name) as HTMLInputElement | null;
        if (!input) return [];
        const now = typeof start === 'boolean' ? input.checked : input.value;
        return now === start || now === '' ? [] : [[name, now]];
      }),
    ) as Partial<T>;
    if (Object.keys(early).length) setValues((current) => ({ ...current, ...early }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, right after hydration: later values of `initial` must not reset what was typed
  }, []);
  const set = <K extends keyof T>(name: K, value: T[K]) => setValues((current) => ({ ...current, [name]: value }));
  /** The props that tie a text input to its value. */
  const bind = (name: TextName<T>) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as T[typeof name]),
  });
  /** The props that tie a checkbox to its value. */
  const bindCheck = (name: CheckName<T>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: { target: { checked: boolean } }) => set(name, event.target.checked as T[typeof name]),
  });
  return { ref, values, setValues, set, bind, bindCheck };
}
