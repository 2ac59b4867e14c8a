import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The field's problem, already translated; announced and tied to the input. */
  error?: string | undefined;
  /** Fixed text before the input, like a dialing code. */
  prefix?: string | undefined;
  /** A control lying unseen over the prefix that changes it, like a country picker. */
  prefixPicker?: ReactNode;
  /** A control after the input, like "Send code". */
  action?: ReactNode;
}

/** A labelled input: the label is always visible and tied to the input; hint and error are announced with it. */
export function Field({ id, label, hint, error, prefix, prefixPicker, action, ...input }: FieldProps) {
  const describedBy =
    [prefix ? `${id}-prefix` : '', hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const prefixText = prefix && (
    <span className="field__prefix" id={`${id}-prefix`}>
      {prefix}
    </span>
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* A dialing code and its number read left to right as one, "+63 9171234567", in every language. */}
      <div className="field__control" dir={prefix ? 'ltr' : undefined}>
        {prefixPicker ? (
          <span className="field__pick">
            {prefixText}
            {prefixPicker}
          </span>
        ) : (
          prefixText
        )}
        <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
        {action}
      </div>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
