// The merchant's built pages at phone size beside the form, of the same origin as the studio's editor: the
// draft's colours and texts are put into them as they are typed.
import { useEffect, useRef } from 'react';
import { applyColours, draftColours, LIVE_TEXTS, liveTexts, replaceText } from './live-draft';

const PAGES = [
  ['/m/home', 'Home'],
  ['/m/login', 'Login'],
] as const;

interface Props {
  /** The settings the built site was made from (the saved file). */
  saved: unknown;
  draft: unknown;
  /** Changes when a build finished: the frames load again. */
  version: number;
}

function Frame({ path, label, saved, draft, version }: Props & { path: string; label: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // What the frame shows now, per live text: the saved text until the draft's replaced it.
  const shown = useRef(liveTexts(saved));
  const latest = useRef(draft);
  latest.current = draft;

  const apply = () => {
    const document = frame.current?.contentDocument;
    if (!document?.body) return;
    applyColours(document, draftColours(latest.current));
    const wanted = liveTexts(latest.current);
    for (const path of LIVE_TEXTS) {
      if (shown.current[path] === wanted[path]) continue;
      replaceText(document, shown.current[path], wanted[path]);
      shown.current[path] = wanted[path];
    }
  };

  useEffect(apply, [draft]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: MutationObserver | undefined;
    const loaded = () => {
      shown.current = liveTexts(saved);
      apply();
      // Islands render after load: their text is brought up to the draft as it appears.
      observer?.disconnect();
      const document = element.contentDocument;
      if (!document?.body) return;
      observer = new MutationObserver(() => {
        const before = liveTexts(saved);
        const wanted = liveTexts(latest.current);
        // A saved text inside the draft's ("Lucky" in "Lucky Star") cannot be told apart: left as it is.
        for (const path of LIVE_TEXTS)
          if (!wanted[path].includes(before[path]) && document.body.textContent?.includes(before[path]))
            shown.current[path] = before[path];
        apply();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    };
    element.addEventListener('load', loaded);
    return () => {
      element.removeEventListener('load', loaded);
      observer?.disconnect();
    };
  }, [saved, version]);

  return (
    <figure className="preview__page">
      <iframe ref={frame} key={version} src={path} title={`${label} preview`} width={360} height={780} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function Preview(props: Props) {
  return (
    <section className="preview" aria-label="Preview at 360x780">
      {PAGES.map(([path, label]) => (
        <Frame key={path} path={path} label={label} {...props} />
      ))}
    </section>
  );
}
