import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import type { ClientMerchant } from '../../config/client';
import { isApiError } from '../../lib/api/api-error';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import type { Translate } from '../../lib/i18n/translator';
import { profileIconChoices } from '../../lib/member/profile-icon';
import { saveMemberInfo } from '../../flows/session/save-member-info';
import { ProfileIcon } from './ProfileIcon';

interface Props {
  merchant: ClientMerchant;
  /** The icon shown now, if any. */
  current: number | undefined;
  t: Translate;
  onClose: () => void;
}

/** The member picks one of PROFILE_ICON_COUNT icons; saved with WPSCORE_saveMemberInfoByAuthKey, then closed. */
export default function ProfileIconDialog({ merchant, current, t, onClose }: Props) {
  const titleId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState(current);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) return setError(t('member.profileIcon.pick'));
    setSaving(true);
    setError(undefined);
    try {
      await saveMemberInfo(merchant, { profileIcon: chosen });
      onClose();
    } catch (caught) {
      setError(isApiError(caught) && caught.serverMessage ? caught.serverMessage : t(UNKNOWN_ERROR_KEY));
      setSaving(false);
    }
  };

  return (
    <Dialog titleId={titleId} title={t('member.profileIcon.title')} onClose={onClose} closeLabel={t('common.close')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <fieldset className="profile-icons" aria-describedby={error ? errorId : undefined}>
          <legend className="visually-hidden">{t('member.profileIcon.title')}</legend>
          {profileIconChoices(merchant.profileIconCount).map((icon) => (
            <label key={icon} className="profile-icons__option">
              <input
                className="profile-icons__radio"
                type="radio"
                name="profileIcon"
                value={icon}
                checked={chosen === icon}
                onChange={() => setChosen(icon)}
                aria-label={t('member.profileIcon.option', { number: icon })}
              />
              <ProfileIcon icon={icon} className="profile-icons__icon" />
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <button className="button button--block" type="submit" disabled={saving}>
            {t(saving ? 'member.profileIcon.saving' : 'member.profileIcon.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
