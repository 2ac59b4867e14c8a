import { Dialog } from '../../../components/Dialog';
import type { Translate } from '../../../lib/i18n/translator';
import { iconUrl } from '../../../lib/pwa/manifest';

interface Props {
  /** The app's name (pwa/operator-name.ts), rendered as text. */
  name: string;
  t: Translate;
  /** iOS has no install prompt: Safari's Share -> Add to Home Screen instead. */
  ios: boolean;
  onClose: () => void;
}

const IOS_STEPS = ['pwa.install.iosShare', 'pwa.install.iosAdd', 'pwa.install.iosConfirm'] as const;
const BROWSER_STEPS = ['pwa.install.browserMenu', 'pwa.install.browserAdd', 'pwa.install.browserConfirm'] as const;

/** SPEC 2 "Install-to-home-screen modal": shown when the browser offers no prompt (SPEC 4 "shows the modal anyway"). */
export default function InstallModal({ name, t, ios, onClose }: Props) {
  return (
    <Dialog
      titleId="a2hs-modal-title"
      title={t('pwa.install.modalTitle', { name })}
      onClose={onClose}
      closeLabel={t('status.close')}
      queued
    >
      <div className="a2hs-modal">
        <img className="a2hs-modal__icon" src={iconUrl(192)} alt="" width="64" height="64" />
        <p>{t('pwa.install.promptText')}</p>
        <ol className="a2hs-modal__steps">
          {(ios ? IOS_STEPS : BROWSER_STEPS).map((key) => (
            <li key={key}>{t(key, { name })}</li>
          ))}
        </ol>
        <div className="dialog__actions">
          <button className="button button--block" type="button" onClick={onClose}>
            {t('pwa.install.gotIt')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
