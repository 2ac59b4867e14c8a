// A merchant.json that is not valid JSON (a hand edit gone wrong) opens as its text, with check:merchants'
// words for what is wrong, checked as it is fixed; once it reads as JSON the form takes it, and saving
// goes through the form's checks as always (nothing is written from here).
import { useState } from 'react';
import type { Checked } from './api';
import { useCheck } from './use-check';
import type { Settings } from './draft';

interface Props {
  code: string;
  file: string;
  text: string;
  problems: Checked['problems'];
  /** The settings the fixed text holds, for the form, and that text (the saved file keeps its layout). */
  onFixed: (settings: Settings, text: string) => void;
}

interface TextChecked extends Checked {
  settings: Settings | null;
}

export function FileText({ code, file, text, problems, onFixed }: Props) {
  const [value, setValue] = useState(text);
  const [checked, setChecked] = useState<TextChecked>({ problems, warnings: [], settings: null });
  const [failure, setFailure] = useState<string>();
  useCheck<string, TextChecked>(
    code,
    value === text ? undefined : value,
    (fixed) => ({ text: fixed }),
    (answer) => {
      setChecked(answer);
      setFailure(undefined);
    },
    setFailure,
  );

  const readable = checked.settings !== null;
  return (
    <section className="file-text" aria-labelledby="file-text-title">
      <h2 id="file-text-title">
        {readable
          ? 'The text reads as JSON now'
          : text.trim()
            ? 'The file is not valid JSON'
            : 'The file is empty or missing'}
      </h2>
      <p>
        The form opens once the text can be read. Fix it here: nothing is written until you review and save from the
        form.
      </p>
      <label htmlFor="file-text">{file}</label>
      {checked.problems.length > 0 && (
        <ul id="file-text-problems" className="field__problems" aria-live="polite">
          {checked.problems.map((problem) => (
            <li key={problem.line}>{problem.line}</li>
          ))}
        </ul>
      )}
      <textarea
        id="file-text"
        className="file-text__text"
        value={value}
        rows={20}
        wrap="off"
        spellCheck={false}
        aria-invalid={!readable}
        aria-describedby={checked.problems.length ? 'file-text-problems' : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {failure && <p role="alert">{failure}</p>}
      <p>
        <button type="button" disabled={!readable} onClick={() => checked.settings && onFixed(checked.settings, value)}>
          Edit in the form
        </button>
      </p>
    </section>
  );
}
