// Issue 27 item 4 (SPEC 2 "a third-party game frame"): a game whose URL origin the merchant frames opens
// inside the app, under its header (chat button included) and a slim bar with Back, instead of replacing it.
// The launcher loads this on such a launch only. The open game is a history entry of its own (?game=<id>), so
// the phone's back button closes it and stays in the app; a reload of that entry shows the page, never the game.
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { ClientMerchant } from '../../config/client';
import { useT } from '../../components/useT';
import { pageWithQuery } from '../../lib/routing/page-query';
import { GAME_PARAM } from './launch-rules';
import './game-frame.css';

export interface GameFrameOptions {
  merchant: ClientMerchant;
  /** An http(s) URL whose origin the merchant frames (launch-rules gameOpening). */
  url: string;
  name: string | undefined;
  /** Names the game in the address. */
  id: string;
  /** After the frame closed: where the launching page goes on, if anywhere. */
  onClosed?: (() => void) | undefined;
  /** Focused when the frame closes: the control that launched the game (else what had the focus at opening). */
  returnFocus?: HTMLElement | undefined;
}

/** The Navigation API where the browser has it: it returns to the launching entry past the game's own pages. */
interface NavigationApi {
  currentEntry: { key: string } | null;
  traverseTo: (key: string) => { finished: Promise<unknown> };
}
const navigationApi = () => (window as { navigation?: NavigationApi }).navigation;

/** Marks the history entry of one open game. */
const STATE_KEY = 'gameFrame';
const entryMark = () => (history.state as Record<string, unknown> | null)?.[STATE_KEY];

interface Props {
  merchant: ClientMerchant;
  url: string;
  title: string;
  onBack: () => void;
}

/**
 * The bar and the game. allow: fullscreen and autoplay (sound, live streams) for the game's origin only. No
 * sandbox attribute: the game is on another origin already (it cannot read the app or its session), browsers
 * already stop a cross-origin frame from moving the page without a tap, and a sandbox breaks games in ways
 * only players would see (docs/merchants.md, "the game frame"). The referrer is the site's origin, never the
 * page's query.
 */
function GameFrame({ merchant, url, title, onBack }: Props) {
  const t = useT(merchant.language);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <>
      <div className="game-frame__bar">
        <button ref={back} className="game-frame__back" type="button" onClick={onBack}>
          <svg className="mirror-rtl" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
          </svg>
          {t('status.back')}
        </button>
        <span className="game-frame__name">{title}</span>
      </div>
      <iframe
        className="game-frame__game"
        src={url}
        title={title}
        allow="fullscreen; autoplay"
        referrerPolicy="strict-origin"
        data-testid="game-frame"
      />
    </>
  );
}

let closeOpen: (() => void) | undefined;

/** Opens the game in the app, after the page's header; Back and the browser's back button close it. */
export function openGameFrame({ merchant, url, name, id, onClosed, returnFocus }: GameFrameOptions): void {
  closeOpen?.();
  // The guard ran before (launch-rules gameOpening); this is the last look before the frame's src.
  if (!/^https?:$/.test(new URL(url).protocol)) throw new Error('A game frame takes an http(s) URL only');
  const title = name || merchant.name;
  const app = document.querySelector<HTMLElement>('.app');
  const header = app?.querySelector('.app-header');
  const host = document.createElement('section');
  host.className = header ? 'game-frame' : 'game-frame game-frame--alone';
  host.setAttribute('aria-label', title);
  if (header) header.after(host);
  else document.body.append(host);
  const scroll = window.scrollY;
  const focused = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : undefined);
  app?.classList.add('app--game');
  window.scrollTo(0, 0);

  const from = navigationApi()?.currentEntry?.key;
  const mark = crypto.randomUUID();
  history.pushState({ [STATE_KEY]: mark }, '', pageWithQuery(location, GAME_PARAM, id));

  const root = createRoot(host);
  const close = () => {
    removeEventListener('popstate', onPopState);
    closeOpen = undefined;
    root.unmount();
    host.remove();
    app?.classList.remove('app--game');
    window.scrollTo(0, scroll);
    focused?.focus();
    onClosed?.();
  };
  // Any step back to the launching entry (the phone's back button, or Back below) closes the game.
  const onPopState = () => {
    if (entryMark() !== mark) close();
  };
  const back = () => {
    if (entryMark() !== mark) return close();
    const navigation = navigationApi();
    if (from && navigation) navigation.traverseTo(from).finished.catch(() => history.back());
    else history.back();
  };
  addEventListener('popstate', onPopState);
  closeOpen = close;
  root.render(<GameFrame merchant={merchant} url={url} title={title} onBack={back} />);
}
