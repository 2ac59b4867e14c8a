import { BOTTOM_PROMPT_TRANSITION_MS } from '../../../config/constants';
import type { Translate } from '../../../lib/i18n/translator';
import { iconUrl } from '../../../lib/pwa/manifest';

interface Props {
  /** The app's name (pwa/operator-name.ts), rendered as text. */
  name: string;
  t: Translate;
  /** Playing the slide-out before it is removed. */
  leaving: boolean;
  onCancel: () => void;
  onAgree: () => void;
}

/** SPEC 2: the bottom 'add to home screen' prompt with cancel and agree buttons; slides over the page (no layout shift). */
export default function BottomPrompt({ name, t, leaving, onCancel, onAgree }: Props) {
  return (
    <div
      className={leaving ? 'a2hs-bottom a2hs-bottom--leaving' : 'a2hs-bottom'}
      role="dialog"
      aria-labelledby="a2hs-bottom-title"
      style={{ animationDuration: `${BOTTOM_PROMPT_TRANSITION_MS}ms` }}
    >
      <img className="a2hs-bottom__icon" src={iconUrl(192)} alt="" width="48" height="48" />
      <div className="a2hs-bottom__text">
        <h2 className="a2hs-bottom__title" id="a2hs-bottom-title">
          {t('pwa.install.promptTitle', { name })}
        </h2>
        <p className="a2hs-bottom__lead">{t('pwa.install.promptText')}</p>
      </div>
      <div className="a2hs-bottom__actions">
        <button className="button button--ghost" type="button" onClick={onCancel}>
          {t('pwa.install.cancel')}
        </button>
        <button className="button" type="button" onClick={onAgree}>
          {t('pwa.install.agree')}
        </button>
      </div>
    </div>
  );
}
