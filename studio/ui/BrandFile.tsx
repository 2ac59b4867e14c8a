// A brand file setting: the file it names, and an upload that the server checks as the build does before it
// writes the file; the form then names the new file (saved with the form).
import { useState } from 'react';
import type { FormField } from '../server/form-model';
import { STUDIO_BASE, StudioCallError, studioUpload, type Finding } from './api';
import { findingsAt } from './draft';
import type { FieldContext } from './Field';
import { describedBy, Notes } from './Notes';

interface Props {
  id: string;
  field: FormField;
  path: string;
  value: string;
  context: FieldContext;
}

/** The file's name as the settings may hold it: letters, digits, ".", "_" and "-". */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-');

export function BrandFile({ id, field, path, value, context }: Props) {
  const [uploaded, setUploaded] = useState<{ problems: Finding[]; warnings: Finding[] }>({
    problems: [],
    warnings: [],
  });
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const problems = [...uploaded.problems, ...findingsAt(context.problems, path, true)];
  const warnings = [...uploaded.warnings, ...findingsAt(context.warnings, path, true)];
  const name = value.startsWith('assets/') ? value.slice('assets/'.length) : '';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await studioUpload(context.code, field.key, safeName(file.name), file);
      setUploaded({ problems: [], warnings: answer.warnings });
      setVersion((current) => current + 1);
      context.set(path, answer.path);
    } catch (error) {
      const answer = error instanceof StudioCallError ? error.answer : {};
      setUploaded({
        problems: (answer.problems as Finding[] | undefined) ?? [
          { line: (error as Error).message, field: path, message: (error as Error).message },
        ],
        warnings: [],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field field--brandFile">
      <label htmlFor={id}>{field.key}</label>
      <span className="brand-file">
        {name && (
          <img
            src={`${STUDIO_BASE}/api/merchants/${context.code}/assets/${encodeURIComponent(name)}?v=${version}`}
            alt={`${field.key}: ${value}`}
            width={64}
            height={64}
          />
        )}
        <span>
          <code>{value || '(none)'}</code>
          <input
            id={id}
            type="file"
            accept=".png,.svg,image/png,image/svg+xml"
            disabled={busy}
            onChange={(event) => void upload(event.target.files?.[0])}
            aria-describedby={describedBy(id, problems, warnings)}
            aria-invalid={problems.length > 0 || undefined}
          />
        </span>
      </span>
      <Notes id={id} field={field} problems={problems} warnings={warnings} />
    </div>
  );
}
