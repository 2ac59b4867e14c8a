import { useStore } from '@nanostores/react';
import type { LanguageCode } from '../../config/languages';
import { useT } from '../../components/useT';
import { $chatEntries, requestChat } from '../../stores/chat';

/** The header's chat button: shown when the player has a chat placed in the header; the chat part opens it. */
export function ChatLauncher({ language }: { language: LanguageCode }) {
  const t = useT(language);
  const entries = useStore($chatEntries);
  if (!entries?.some((entry) => entry.inHeader)) return null;
  return (
    <button className="chat-launcher" type="button" aria-label={t('chat.open')} onClick={() => requestChat('header')}>
      <svg className="mirror-rtl" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.5 21l4.3-2.3c1 .2 2.1.3 3.2.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z"
        />
      </svg>
    </button>
  );
}
