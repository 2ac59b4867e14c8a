// A setting edited as lines of text (a list of host names, a map of "name: value"): the text stays as typed
// (a new empty line, spaces) while the settings get what it means; a change from elsewhere (a reload) shows.
import { useState } from 'react';

interface Props<T> {
  id: string;
  value: T;
  /** The text a value is shown as. */
  show: (value: T) => string;
  /** The value a text means. */
  read: (text: string) => T;
  set: (value: T) => void;
  aria: Record<string, string | boolean | undefined>;
}

export function LinesField<T>({ id, value, show, read, set, aria }: Props<T>) {
  const [text, setText] = useState(() => show(value));
  // Shown anew only when the settings changed otherwise than by this text.
  const current = show(read(text)) === show(value) ? text : show(value);
  return (
    <textarea
      id={id}
      rows={Math.max(2, current.split('\n').length + 1)}
      value={current}
      onChange={(event) => {
        setText(event.target.value);
        set(read(event.target.value));
      }}
      spellCheck={false}
      {...aria}
    />
  );
}
