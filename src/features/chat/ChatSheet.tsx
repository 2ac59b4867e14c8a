import { useRef } from 'react';
import { Dialog } from '../../components/Dialog';
import type { Translate } from '../../lib/i18n/translator';
import type { ChatIdentity } from '../../lib/chat/login-info';

interface Props {
  label: string;
  /** The provider's visitor page, with the login info in its query. */
  url: string;
  identity: ChatIdentity | undefined;
  onClose: () => void;
  t: Translate;
}

/** A frame provider's chat inside the app; the auth key goes to the page by message, never in its URL. */
export function ChatSheet({ label, url, identity, onClose, t }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const sendAuth = () => {
    if (identity)
      frame.current?.contentWindow?.postMessage({ type: 'chat:auth', authKey: identity.authKey }, new URL(url).origin);
  };
  return (
    <Dialog
      titleId="chat-sheet-title"
      title={t('chat.title', { provider: label })}
      onClose={onClose}
      closeLabel={t('chat.close')}
    >
      <div className="chat-sheet">
        <iframe
          ref={frame}
          className="chat-sheet__frame"
          src={url}
          title={t('chat.title', { provider: label })}
          onLoad={sendAuth}
          referrerPolicy="strict-origin"
        />
        {/* Where the provider refuses to be framed, the player still reaches it. */}
        <a className="chat-sheet__out" href={url} target="_blank" rel="noopener noreferrer">
          {t('chat.openInNewTab')}
        </a>
      </div>
    </Dialog>
  );
}
