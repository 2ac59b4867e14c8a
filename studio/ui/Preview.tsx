// The merchant's built pages beside the form, framed from its <code>.localhost host: another origin than the
// studio's page, so nothing they run can reach the studio. The draft's colours and texts are posted to the
// studio's agent in each page (agent/main.ts) as they are typed. Home and login as a guest sees them, at
// 360x780 and the home on a wide screen (the 9:16 column); then the member centre, logged in as the sandbox's
// member.
import { useEffect, useRef, useState } from 'react';
import type { SessionInfo } from '../../src/lib/session/session-info';
import type { DraftMessage } from '../agent/protocol';
import { studioCall } from './api';
import { previewOrigin } from './links';
import { draftColours, liveTexts } from './live-draft';

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

interface FrameProps extends Omit<Props, 'version'> {
  path: string;
  label: string;
  wide: boolean;
  /** The member's token, for the member centre's frame; a guest's frame has none. */
  token?: string;
}

function Frame({ code, path, label, wide, builtFrom, draft, token }: FrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = previewOrigin(code);
  // To the page in the frame once one has loaded (not the blank one before), if it is still the merchant's
  // (targetOrigin: nobody else reads it).
  const loaded = useRef(false);
  const post = useRef(() => {});
  post.current = () => {
    if (!loaded.current) return;
    const message: DraftMessage = {
      type: 'studio-preview:draft',
      built: liveTexts(builtFrom),
      wanted: liveTexts(draft),
      colours: draftColours(draft),
    };
    frame.current?.contentWindow?.postMessage(message, origin);
  };

  useEffect(() => post.current(), [draft, builtFrom, origin]);

  // Each page the frame loads (again, or another one followed in it) is given the draft.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onLoad = () => {
      loaded.current = true;
      post.current();
    };
    element.addEventListener('load', onLoad);
    return () => element.removeEventListener('load', onLoad);
  }, []);

  // SPEC 2's token in the query: the frame's own storage may be refused it (a third-party frame).
  const login = token ? `?${new URLSearchParams({ token })}` : '';
  return (
    <figure className={`preview__page${wide ? ' preview__page--wide' : ''}`}>
      <div className="preview__frame">
        <iframe
          ref={frame}
          src={`${origin}${path}${login}`}
          title={`${label} preview`}
          width={wide ? 1280 : 360}
          height={wide ? 720 : 780}
        />
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function Preview({ code, builtFrom, draft, version }: Props) {
  const [member, setMember] = useState<SessionInfo | 'none'>();

  // A fresh login of the sandbox's member for each build's frames.
  useEffect(() => {
    setMember(undefined);
    studioCall<{ session: SessionInfo | null }>('POST', `/merchants/${code}/preview-member`)
      .then(({ session }) => setMember(session ?? 'none'))
      .catch(() => setMember('none'));
  }, [code, version]);

  return (
    <section className="preview" aria-label="Preview">
      {GUEST_PAGES.map((page, index) => (
        <Frame key={`${version}-${index}`} {...page} code={code} builtFrom={builtFrom} draft={draft} />
      ))}
      {member && member !== 'none' && (
        <Frame
          key={`${version}-member`}
          {...MEMBER_PAGE}
          code={code}
          builtFrom={builtFrom}
          draft={draft}
          token={member.token}
        />
      )}
      {member === 'none' && <p>The sample data has no member to show the member centre with.</p>}
    </section>
  );
}
