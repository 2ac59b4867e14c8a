import { useStore } from '@nanostores/react';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { createRoot } from 'react-dom/client';
import type { ClientMerchant } from '../../config/client';
import { CUSTOMER_SERVICE_SCRIPT_DELAY_MS } from '../../config/constants';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../components/useT';
import { chatLanguage } from '../../lib/chat/chat-language';
import { chatIdentity, type ChatIdentity } from '../../lib/chat/login-info';
import { inHeader, inMemberCentre } from '../../lib/chat/placement';
import { frameChatUrl, type ChatHost, type ChatProvider, type ScriptProvider } from '../../lib/chat/chat-providers';
import { withChatSetupRetries } from '../../lib/chat/setup-retries';
import { customerServiceItems } from '../../lib/customer-service/items';
import type { Clock } from '../../lib/time/clock';
import { usePage } from '../../flows/session/usePage';
import { $chatEntries, $chatRequest } from '../../stores/chat';
import { $language } from '../../stores/language';
import { loadMemberInfo } from '../../flows/session/member-info';
import { $member, sessionLifecycle } from '../../stores/session';
import { fetchChatAuthKey } from './api';
import { ChatLauncher } from './ChatLauncher';
import { CHAT_LAUNCHER_ID } from './launcher-slot';
import { loadChats, type ResolvedChat } from './load-chats';
import { injectChatScript } from './script-loader';
import './chat.css';

// A framed chat opens on a tap only: no first visit loads its sheet.
const ChatSheet = lazy(() => import('./ChatSheet').then(({ ChatSheet }) => ({ default: ChatSheet })));

const host = () => window as unknown as ChatHost;
const isScript = <T extends { provider: ChatProvider }>(chat: T): chat is T & { provider: ScriptProvider } =>
  chat.provider.kind === 'script';

const prepared = new WeakSet<ScriptProvider>();

/**
 * Runs `use` on a script provider once its API is up, with SPEC 4's retries at 1 s and 3 s. The first use
 * prepares the widget (hides the vendor's launcher), so a chat the player opened is never hidden after.
 */
const whenReady = (provider: ScriptProvider, clock: Clock, use: () => void = () => undefined) =>
  withChatSetupRetries(() => {
    if (!provider.ready(host())) return false;
    if (!prepared.has(provider)) {
      prepared.add(provider);
      provider.prepare?.(host());
    }
    use();
    return true;
  }, clock);

/** SPEC 1 "Customer-service chat": the merchant's chats, opened in the app, told who the member is. */
export default function ChatParts({ merchant }: { merchant: ClientMerchant }) {
  const page = usePage();
  const t = useT(merchant.language);
  const language = useStore($language) ?? merchant.language;
  const member = useStore($member);
  const request = useStore($chatRequest);
  const [chats, setChats] = useState<ResolvedChat[]>();
  const [identity, setIdentity] = useState<ChatIdentity>();
  const [sheet, setSheet] = useState<ResolvedChat>();
  const [choosing, setChoosing] = useState(false);
  const scripts = useRef(new Set<{ provider: ScriptProvider }>());

  // SPEC 4: the customer-service scripts are injected 500 ms after start.
  useEffect(() => {
    const timer = setTimeout(
      () => void loadChats(page).then(setChats, () => setChats([])),
      CUSTOMER_SERVICE_SCRIPT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [page]);

  // SPEC 6: the items of the member's VIP label, else those for everybody.
  const visible = useMemo(() => customerServiceItems(chats ?? [], member?.clubLabel?.labelId), [chats, member]);

  useEffect(() => {
    if (!chats) return;
    $chatEntries.set(
      visible.map((chat, index) => ({
        index,
        csType: chat.csType,
        label: chat.provider.label,
        inHeader: inHeader(chat),
        inMemberCentre: inMemberCentre(chat),
      })),
    );
    // Each script once, and prepared once: a later change of the list (the member's label arriving) must not
    // hide an open chat. The retries end by themselves at 3 s.
    for (const chat of visible.filter(isScript)) {
      if (!injectChatScript(chat.provider, chat.url)) continue;
      scripts.current.add(chat);
      whenReady(chat.provider, page.clock);
    }
  }, [chats, visible, page]);
  useEffect(() => () => $chatEntries.set(undefined), []);

  // The header's button is a root of its own in the header's slot: a portal would pull react-dom's other
  // half into every page's first load.
  useEffect(() => {
    const slot = document.getElementById(CHAT_LAUNCHER_ID);
    if (!slot) return;
    const root = createRoot(slot);
    root.render(<ChatLauncher language={merchant.language} />);
    return () => root.unmount();
  }, [merchant]);

  // SPEC 4 "Session and chat": the widgets learn who the member is when the token appears, and forget on logout.
  useEffect(() => {
    const offLogin = sessionLifecycle.onLogin('chatIdentity', async () => {
      const info = await loadMemberInfo(merchant);
      const authKey = await fetchChatAuthKey(page.api);
      setIdentity(chatIdentity(info, $language.get() ?? merchant.language, authKey));
    });
    const offLogout = sessionLifecycle.onLogout('chatLogout', () => {
      setIdentity(undefined);
      setSheet(undefined);
      for (const chat of scripts.current) if (chat.provider.ready(host())) chat.provider.logout(host());
    });
    return () => {
      offLogin();
      offLogout();
    };
  }, [merchant, page]);

  useEffect(() => {
    if (!identity) return;
    const cancels = visible
      .filter(isScript)
      .map((chat) => whenReady(chat.provider, page.clock, () => chat.provider.identify(host(), identity)));
    return () => cancels.forEach((cancel) => cancel());
  }, [identity, visible, page]);

  const open = useCallback(
    (chat: ResolvedChat) => {
      setChoosing(false);
      if (isScript(chat)) whenReady(chat.provider, page.clock, () => chat.provider.open(host(), chat.url));
      else setSheet(chat);
    },
    [page],
  );
  const headerChats = visible.filter(inHeader);

  // A request from another island (member centre, feedback, status screens): one chat opens, several offer a choice.
  useEffect(() => {
    if (!request) return;
    $chatRequest.set(undefined);
    const entry = request.entry;
    const chosen = entry === 'header' ? visible.filter(inHeader) : visible.filter((_, index) => index === entry);
    if (chosen.length === 1) open(chosen[0]!);
    else if (chosen.length > 1) setChoosing(true);
  }, [request, visible, open]);

  return (
    <>
      {choosing && (
        <Dialog
          titleId="chat-choice-title"
          title={t('chat.choose')}
          onClose={() => setChoosing(false)}
          closeLabel={t('chat.close')}
        >
          <ul className="chat-choice">
            {headerChats.map((chat) => (
              <li key={`${chat.csType}-${chat.url.href}`}>
                <button className="button button--ghost" type="button" onClick={() => open(chat)}>
                  {chat.provider.label}
                </button>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
      {sheet && (
        <LazyPart onError={() => setSheet(undefined)}>
          <ChatSheet
            label={sheet.provider.label}
            url={frameChatUrl(sheet.url, identity, chatLanguage(language))}
            identity={identity}
            onClose={() => setSheet(undefined)}
            t={t}
          />
        </LazyPart>
      )}
    </>
  );
}
