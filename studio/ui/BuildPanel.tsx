// A build from the studio: `npm run build` of the merchants, then their gallery screenshots, its output
// shown as it comes, its warnings listed and its screenshots shown when it ends, each marked changed,
// unchanged or new against the previous ones, with the diff image of a changed one.
import { useEffect, useRef, useState } from 'react';
import type { MerchantChange } from '../../scripts/lib/gallery-changes';
import { DESKTOP_SHOT, PHONE_SHOTS, shotChangeText } from '../../scripts/lib/gallery-index';
import type { BuildRun } from '../server/builds';
import { STUDIO_BASE, studioCall } from './api';

/** How often a running build is asked about. */
const POLL_MS = 700;
const SHOWN_LINES = 12;

interface Props {
  codes: string[];
  /** Why a build is due, shown before it starts. */
  hint?: string | undefined;
  /** After a build that passed (the previews may load again). */
  onBuilt?: () => void;
}

const running = (run: BuildRun | undefined) => run?.state === 'building' || run?.state === 'screenshots';
const STATE_TEXT: Record<BuildRun['state'], string> = {
  building: 'Building…',
  screenshots: 'Built; taking the screenshots…',
  passed: 'Built, screenshots taken.',
  failed: 'Failed: see the output.',
};

const CHANGE_TEXT: Record<MerchantChange['status'], string> = {
  changed: 'changed since the previous screenshots',
  unchanged: 'unchanged since the previous screenshots',
  new: 'new: no previous screenshots to compare with',
};

export function BuildPanel({ codes, hint, onBuilt }: Props) {
  const [run, setRun] = useState<BuildRun>();
  const [failure, setFailure] = useState<string>();
  const reported = useRef<number>(undefined);
  const key = codes.join(',');

  // A run of these merchants that is going on (started in another tab) is followed too.
  useEffect(() => {
    studioCall<{ build: BuildRun | null }>('GET', '/builds/last')
      .then(({ build }) => build && build.codes.join(',') === key && setRun(build))
      .catch(() => {});
  }, [key]);

  useEffect(() => {
    if (!running(run)) return;
    const timer = setTimeout(() => {
      studioCall<{ build: BuildRun | null }>('GET', '/builds/last')
        .then(({ build }) => build && setRun(build))
        .catch((error: Error) => setFailure(error.message));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [run]);

  useEffect(() => {
    if (run?.state === 'passed' && reported.current !== run.id) {
      reported.current = run.id;
      onBuilt?.();
    }
  }, [run, onBuilt]);

  const start = () => {
    setFailure(undefined);
    studioCall<BuildRun>('POST', '/builds', { codes })
      .then(setRun)
      .catch((error: Error) => setFailure(error.message));
  };

  const warnings = Object.entries(run?.warnings ?? {}).flatMap(([, list]) => list);
  return (
    <section className="build" aria-labelledby="build-title">
      <h2 id="build-title">Build and review</h2>
      {hint && !running(run) && <p>{hint}</p>}
      <button type="button" onClick={start} disabled={running(run) || !codes.length}>
        {codes.length > 1 ? `Build ${codes.length} merchants and take screenshots` : 'Build and take screenshots'}
      </button>
      {failure && <p role="alert">{failure}</p>}
      <p role="status">{run ? STATE_TEXT[run.state] : ''}</p>
      {run && (
        <pre className="build__log" role="log" aria-label="Build output">
          {run.lines.slice(-SHOWN_LINES).join('\n')}
        </pre>
      )}
      {run?.state === 'passed' && (
        <>
          <h3>Warnings</h3>
          {warnings.length ? (
            <ul className="field__warnings">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : (
            <p>None.</p>
          )}
          {run.codes.map((code) => {
            const change = run.changes[code];
            const shotUrl = (name: string) => `${STUDIO_BASE}/api/merchants/${code}/gallery/${name}.png?run=${run.id}`;
            return (
              <div key={code} className="gallery">
                <h3>
                  Screenshots of {code}
                  {change && <span className={`mark mark--${change.status}`}>{CHANGE_TEXT[change.status]}</span>}
                </h3>
                {[...PHONE_SHOTS, DESKTOP_SHOT].map(([file, label]) => {
                  const shot = change?.shots[file];
                  return [
                    <figure key={file}>
                      <img src={shotUrl(file)} alt={`${code}: ${label}`} loading="lazy" />
                      <figcaption>
                        {label}
                        {shot && <span className={`mark mark--${shot.status}`}>{shotChangeText(shot)}</span>}
                      </figcaption>
                    </figure>,
                    shot?.diff && (
                      <figure key={`${file}.diff`}>
                        <img src={shotUrl(`${file}.diff`)} alt={`${code}: ${label}, what changed`} loading="lazy" />
                        <figcaption>{label}: what changed (red)</figcaption>
                      </figure>
                    ),
                  ];
                })}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
