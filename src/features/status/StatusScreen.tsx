import { useEffect, useRef, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import type { LanguageCode } from '../../config/languages';
import { formatDate } from '../../lib/format/intl';
import type { Translate } from '../../lib/i18n/translator';
import { openCustomerService } from '../../flows/customer-service/open';
import type { SystemStatus } from '../../stores/system-status';

interface Props {
  kind: 'maintenance' | 'regionRestriction' | 'domainNotAvailable';
  /** The language shown now (for the end time). */
  language: LanguageCode;
  status?: SystemStatus | undefined;
  merchant: ClientMerchant;
  t: Translate;
  onRetry: () => void;
  checking: boolean;
}

const TEXTS = {
  maintenance: { title: 'ui.maintenance', text: 'ui.maintenanceText' },
  regionRestriction: { title: 'ui.accessDenied', text: 'ui.accessDeniedText' },
  domainNotAvailable: { title: 'status.domainNotAvailable', text: 'status.domainNotAvailableText' },
} as const;

/** A notice that covers the app: the app cannot be used while it shows (SPEC 2 "UI strings", SPEC 4). */
export default function StatusScreen({ kind, language, status, merchant, t, onRetry, checking }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [contactFailed, setContactFailed] = useState(false);
  const texts = TEXTS[kind];
  // A modal <dialog>: the app behind it is inert (no focus, no taps) while the notice stands.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    headingRef.current?.focus();
    return () => dialog?.close();
  }, [kind]);
  const contact = async () => setContactFailed(!(await openCustomerService(merchant).catch(() => false)));
  const end = kind === 'maintenance' && status?.maintenanceEnd ? status.maintenanceEnd : undefined;

  return (
    <dialog
      ref={dialogRef}
      className="status-screen"
      role="alertdialog"
      aria-labelledby="status-title"
      aria-describedby="status-text"
      data-status={kind}
      onCancel={(event) => event.preventDefault()}
    >
      <div className="status-screen__panel">
        <img className="status-screen__logo" src={merchant.logo} alt={merchant.name} height="40" />
        <svg className="status-screen__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d={
              kind === 'maintenance'
                ? 'M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z'
                : 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 0 1 6.3 12.9L7.1 5.7A8 8 0 0 1 12 4zM4 12a8 8 0 0 1 1.7-4.9l11.2 11.2A8 8 0 0 1 4 12z'
            }
          />
        </svg>
        <h2 className="status-screen__title" id="status-title" ref={headingRef} tabIndex={-1}>
          {t(texts.title)}
        </h2>
        <p id="status-text">{t(texts.text)}</p>
        <dl className="status-screen__facts">
          {end !== undefined && (
            <div>
              <dt>{t('ui.endTime')}</dt>
              <dd>
                <time dateTime={new Date(end).toISOString()} data-testid="maintenance-end">
                  {formatDate(end, language, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </dd>
            </div>
          )}
          {kind !== 'domainNotAvailable' && status?.ip && (
            <div>
              <dt>{t('ui.yourIp')}</dt>
              <dd data-testid="visitor-ip" dir="ltr">
                {status.ip}
              </dd>
            </div>
          )}
        </dl>
        <div className="status-screen__actions">
          <button className="button" type="button" onClick={onRetry} disabled={checking}>
            {checking ? t('ui.pleaseWait') : t('ui.retry')}
          </button>
          {kind !== 'domainNotAvailable' && (
            <button className="button button--ghost" type="button" onClick={() => void contact()}>
              {t('ui.contactUs')}
            </button>
          )}
        </div>
        {contactFailed && (
          <p className="status-screen__note" role="alert">
            {t('status.noCustomerService')}
          </p>
        )}
      </div>
    </dialog>
  );
}
