import { useEffect, useRef, useState } from 'react';

/**
 * Text fields of a form, by input name. What a player typed before the island hydrated is kept: the
 * server's HTML is usable at once, and hydration must not wipe it.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const typed = Object.fromEntries(
      Object.keys(initial)
        .map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value])
        .filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, right after hydration: later values of `initial` must not reset what was typed
  }, []);
  const set = (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value }));
  /** The props that tie an input to its value. */
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  return { ref, values, setValues, set, bind };
}
