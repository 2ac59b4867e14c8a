import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
}

/** A labelled input: the label is always visible and tied to the input; a hint is announced with it. */
export function Field({ id, label, hint, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hintId} {...input} />
      {hint && <span className="field__hint" id={hintId}>{hint}</span>}
    </div>
  );
}
