// One merchant's settings: the form generated from the schema, checked as it is typed, saved safely, with the
// preview of its pages beside it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormGroup } from '../server/form-model';
import { StudioCallError, studioCall, type Checked, type Finding } from './api';
import { withValue, type Settings } from './draft';
import { Field, type FieldContext } from './Field';
import { listUrl } from './links';
import { BuildPanel } from './BuildPanel';
import { Preview } from './Preview';
import { SaveDialog, type SaveReview } from './SaveDialog';
import { FileText } from './FileText';
import { useCheck } from './use-check';

interface Opened extends Checked {
  file: string;
  /** null while the file is not valid JSON. */
  settings: Settings | null;
  text: string;
  etag: string;
}

export function Editor({ code }: { code: string }) {
  const [groups, setGroups] = useState<FormGroup[]>();
  const [opened, setOpened] = useState<Opened>();
  const [draft, setDraft] = useState<Settings>();
  // Ops' fixed text of a file that was not JSON: the saved file keeps its layout.
  const [layout, setLayout] = useState<string>();
  const [findings, setFindings] = useState<Checked>({ problems: [], warnings: [] });
  const [review, setReview] = useState<SaveReview & { etag: string }>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [builtRun, setBuiltRun] = useState(0);
  const [saves, setSaves] = useState(0);
  // The settings the previewed site was built from: texts the draft changed are replaced from these, until
  // a build makes the site from the saved file (unknown for a file broken when opened: taken at its save).
  const [builtFrom, setBuiltFrom] = useState<Settings>();
  const onDisk = useRef<Settings>(undefined);
  onDisk.current = opened?.settings ?? undefined;
  const built = useCallback(() => {
    setBuiltRun((run) => run + 1);
    setBuiltFrom(onDisk.current);
  }, []);

  const open = useCallback(async () => {
    const answer = await studioCall<Opened>('GET', `/merchants/${code}`);
    setOpened(answer);
    setDraft(answer.settings ?? undefined);
    setLayout(undefined);
    setBuiltFrom((current) => current ?? answer.settings ?? undefined);
    setFindings({ problems: answer.problems, warnings: answer.warnings });
  }, [code]);

  useEffect(() => {
    document.title = `${code}: merchant studio`;
    Promise.all([
      studioCall<{ groups: FormGroup[] }>('GET', '/form').then((form) => setGroups(form.groups)),
      open(),
    ]).catch((error: Error) => setFailure(error.message));
  }, [code, open]);

  // Each change is checked by the server, with check:merchants' own rules.
  useCheck<Settings, Checked>(
    code,
    draft && draft !== opened?.settings ? draft : undefined,
    (settings) => ({ settings }),
    setFindings,
    setFailure,
  );

  const context: FieldContext | undefined = draft && {
    code,
    settings: draft,
    problems: findings.problems,
    warnings: findings.warnings,
    set: (path, value) => {
      setMessage(undefined);
      setDraft((current) => withValue(current, path, value));
    },
  };

  const reviewSave = async (conflict = false) => {
    if (!draft) return;
    setBusy(true);
    try {
      const diff = await studioCall<{ patch: string; changed: boolean; etag: string }>(
        'POST',
        `/merchants/${code}/diff`,
        { settings: draft, layout },
      );
      if (!diff.changed && !conflict) setMessage('Nothing to save: the file already says this.');
      else setReview({ patch: diff.patch, conflict, etag: conflict ? diff.etag : opened!.etag });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!draft || !review) return;
    setBusy(true);
    try {
      const saved = await studioCall<Opened>('PUT', `/merchants/${code}`, {
        settings: draft,
        etag: review.etag,
        layout,
      });
      setReview(undefined);
      setOpened(saved);
      setDraft(saved.settings ?? undefined);
      setLayout(undefined);
      setBuiltFrom((current) => current ?? saved.settings ?? undefined);
      setFindings({ problems: saved.problems, warnings: saved.warnings });
      setMessage(`Saved ${saved.file}.`);
      setSaves((count) => count + 1);
    } catch (error) {
      setReview(undefined);
      if (error instanceof StudioCallError && error.status === 409) await reviewSave(true);
      else if (error instanceof StudioCallError && error.status === 422)
        setFindings({ problems: (error.answer.problems as Finding[]) ?? [], warnings: findings.warnings });
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    setReview(undefined);
    await open();
    setMessage('Reloaded the file from disk.');
  };

  const problems = findings.problems.length;
  return (
    <div className="editor">
      <header className="editor__header">
        <p>
          <a href={listUrl()}>All merchants</a>
        </p>
        <h1>
          {String(opened?.settings?.name ?? code)} <small>{opened?.file}</small>
        </h1>
        <p className="editor__actions">
          <button
            type="button"
            onClick={() => reviewSave()}
            disabled={!draft || busy || problems > 0}
            aria-describedby="save-state"
          >
            Review and save
          </button>
          <span id="save-state" role="status">
            {problems > 0
              ? `${problems} problem${problems === 1 ? '' : 's'} to fix before saving`
              : draft !== opened?.settings
                ? 'Unsaved changes'
                : (message ?? 'Saved')}
          </span>
        </p>
        {failure && <p role="alert">{failure}</p>}
      </header>
      {opened && (
        <BuildPanel
          codes={[code]}
          hint={
            saves > 0
              ? 'Saved. Brand files, languages and flags show in the preview once the merchant is built again.'
              : undefined
          }
          onBuilt={built}
        />
      )}
      {opened && !draft && (
        <main className="editor__body">
          <FileText
            key={opened.etag}
            code={code}
            file={opened.file}
            text={opened.text}
            problems={opened.problems}
            onFixed={(settings, text) => {
              setDraft(settings);
              setLayout(text);
            }}
          />
        </main>
      )}
      {groups && context && opened && (
        <main className="editor__body">
          <form className="settings" aria-label="Settings" onSubmit={(event) => event.preventDefault()}>
            <nav aria-label="Groups">
              {groups.map((group) => (
                <a key={group.name} href={`#group-${group.name}`}>
                  {group.name}
                </a>
              ))}
            </nav>
            {findings.problems.some(
              (problem) =>
                !problem.field.includes('.') && !groups.some((g) => g.fields.some((f) => f.path === problem.field)),
            ) && (
              <ul className="field__problems" aria-label="Problems of the folder">
                {findings.problems
                  .filter(
                    (problem) =>
                      !problem.field.includes('.') &&
                      !groups.some((g) => g.fields.some((f) => f.path === problem.field)),
                  )
                  .map((problem) => (
                    <li key={problem.line}>{problem.line}</li>
                  ))}
              </ul>
            )}
            {groups.map((group) => (
              <section key={group.name} id={`group-${group.name}`} aria-labelledby={`group-${group.name}-title`}>
                <h2 id={`group-${group.name}-title`}>{group.name}</h2>
                {group.fields.map((field) => (
                  <Field key={field.path} field={field} prefix="" context={context} />
                ))}
              </section>
            ))}
          </form>
          {builtFrom ? (
            <Preview code={code} builtFrom={builtFrom} draft={draft} version={builtRun} />
          ) : (
            // The sites' server leaves a merchant whose file is broken out until the file is valid again.
            <p className="preview">The preview shows once the file is saved.</p>
          )}
        </main>
      )}
      {review && (
        <SaveDialog review={review} busy={busy} onSave={save} onReload={reload} onClose={() => setReview(undefined)} />
      )}
    </div>
  );
}
