import { useId, useState, type FormEvent } from 'react';
import { AUTONYMS } from '../../src/config/autonyms';
import { HTML_LANG, LANGUAGE_CODES, languageDirection } from '../../src/config/languages';
import { StudioCallError, studioCall } from './api';

/** What `npm run new:merchant` asks, each optional but the code (the defaults are new:merchant's). */
const QUESTIONS = [
  ['code', 'Code (folder and <code>.localhost host)', 'text', 'a-z, 0-9 and "-", like "goldcoast"'],
  ['name', 'Display name', 'text', 'default: the code in title case'],
  ['domain', 'Canonical domain', 'text', 'default: <code>.example'],
  ['primary', 'Primary colour', 'text', 'default: #1f6feb'],
  ['accent', 'Accent colour', 'text', 'default: #ffb000'],
  ['merchantCode', 'Operator merchant code (Merchant header)', 'text', 'default: the code in capitals'],
] as const;

/** Makes merchants/<code>/ as new:merchant does; the server's problems are shown as they are. */
export function CreateMerchant({ onCreated }: { onCreated: (code: string) => void }) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answers = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    try {
      const { code } = await studioCall<{ code: string }>('POST', '/merchants', answers);
      onCreated(code);
    } catch (error) {
      const answer = error instanceof StudioCallError ? error.answer : undefined;
      setProblems((answer?.problems as string[] | undefined) ?? [(error as Error).message]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="create" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>New merchant</h2>
      {QUESTIONS.map(([name, label, type, hint]) => (
        <p key={name}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input
            id={`${id}-${name}`}
            name={name}
            type={type}
            required={name === 'code'}
            autoComplete="off"
            aria-describedby={`${id}-${name}-hint`}
          />
          <small id={`${id}-${name}-hint`}>{hint}</small>
        </p>
      ))}
      <p>
        <label htmlFor={`${id}-language`}>Default language</label>
        <select id={`${id}-language`} name="language" defaultValue="EN">
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code} lang={HTML_LANG[code]} dir={languageDirection(code)}>
              {AUTONYMS[code]} ({code})
            </option>
          ))}
        </select>
      </p>
      {problems.length > 0 && (
        <div role="alert" className="problems">
          <p>Not created:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create merchant'}
      </button>
    </form>
  );
}
