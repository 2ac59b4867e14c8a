// The merchant's built pages beside the form, of the same origin as the studio's editor: the draft's colours
// and texts are put into them as they are typed. Home and login as a guest sees them, at 360x780 and the
// home on a wide screen (the 9:16 column); then the member centre, logged in as the sandbox's member.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../../src/lib/storage/keys';
import { studioCall } from './api';
import { applyColours, draftColours, LIVE_TEXTS, liveTexts, replaceText } from './live-draft';

const GUEST_PAGES = [
  { path: '/m/home', label: 'Home', wide: false },
  { path: '/m/login', label: 'Login', wide: false },
  { path: '/m/home', label: 'Home on a wide screen', wide: true },
] as const;
const MEMBER_PAGE = { path: '/m/member/home', label: 'Member centre', wide: false } as const;

interface Props {
  code: string;
  /** The settings the built site was made from. */
  builtFrom: unknown;
  draft: unknown;
  /** Changes when a build finished: the frames load again. */
  version: number;
}

interface FrameProps extends Omit<Props, 'code' | 'version'> {
  path: string;
  label: string;
  wide: boolean;
  onLoad?: () => void;
}

function Frame({ path, label, wide, builtFrom, draft, onLoad }: FrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // What the frame shows now, per live text: the built text until the draft's replaced it.
  const shown = useRef(liveTexts(builtFrom));
  const latest = useRef(draft);
  latest.current = draft;
  const loadedOnce = useRef(onLoad);
  loadedOnce.current = onLoad;

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
      shown.current = liveTexts(builtFrom);
      apply();
      loadedOnce.current?.();
      // Islands render after load: their text is brought up to the draft as it appears.
      observer?.disconnect();
      const document = element.contentDocument;
      if (!document?.body) return;
      observer = new MutationObserver(() => {
        const before = liveTexts(builtFrom);
        const wanted = liveTexts(latest.current);
        // A built text inside the draft's ("Lucky" in "Lucky Star") cannot be told apart: left as it is.
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
  }, [builtFrom]);

  return (
    <figure className={`preview__page${wide ? ' preview__page--wide' : ''}`}>
      <div className="preview__frame">
        <iframe ref={frame} src={path} title={`${label} preview`} width={wide ? 1280 : 360} height={wide ? 720 : 780} />
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function Preview({ code, builtFrom, draft, version }: Props) {
  // The guests' pages load first: the member's login, put in the tab's session storage that same-origin
  // frames share, would otherwise make them a member's pages too.
  const [guestsLoaded, setGuestsLoaded] = useState(0);
  const [member, setMember] = useState<'none' | 'ready'>();
  const counted = useRef(new Set<number>());

  // Before the guests' frames load (again, after a build or a reload of the editor): no member in the tab.
  useLayoutEffect(() => {
    sessionStorage.removeItem(STORAGE_KEYS.sessionInfo);
    counted.current = new Set();
    setGuestsLoaded(0);
    setMember(undefined);
  }, [version]);

  useEffect(() => {
    if (guestsLoaded < GUEST_PAGES.length || member) return;
    studioCall<{ session: unknown }>('POST', `/merchants/${code}/preview-member`)
      .then(({ session }) => {
        if (!session) return setMember('none');
        sessionStorage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify(session));
        setMember('ready');
      })
      .catch(() => setMember('none'));
  }, [guestsLoaded, member, code]);

  return (
    <section className="preview" aria-label="Preview">
      {GUEST_PAGES.map((page, index) => (
        <Frame
          key={`${version}-${index}`}
          {...page}
          builtFrom={builtFrom}
          draft={draft}
          onLoad={() => {
            if (counted.current.has(index)) return;
            counted.current.add(index);
            setGuestsLoaded(counted.current.size);
          }}
        />
      ))}
      {member === 'ready' && <Frame key={`${version}-member`} {...MEMBER_PAGE} builtFrom={builtFrom} draft={draft} />}
      {member === 'none' && <p>The sample data has no member to show the member centre with.</p>}
    </section>
  );
}
