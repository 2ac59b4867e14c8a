import { useId, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import { useHydrated } from '../../components/useHydrated';
import { useLanguage } from '../../components/useT';
import { AUTONYMS } from '../../config/autonyms';
import { HTML_LANG, isLanguageCode } from '../../config/languages';
import type { Translate } from '../../lib/i18n/translator';
import { switchLanguage } from '../../flows/session/switch-language';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
}

/** The language switcher (SPEC 4 "Language"): synced to the server on change, except for type 4 members. */
export function LanguageSwitcher({ merchant, t }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const current = useLanguage(merchant.language);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const change = async (value: string) => {
    if (!isLanguageCode(value)) return;
    setState('saving');
    try {
      await switchLanguage(merchant, value);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="field language-switcher">
      <label htmlFor={id}>{t('member.language')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => void change(event.target.value)}
        // Until the island hydrates a change would do nothing and then snap back.
        disabled={!hydrated || state === 'saving'}
      >
        {merchant.languages.map((code) => (
          <option key={code} value={code} lang={HTML_LANG[code]}>
            {AUTONYMS[code]}
          </option>
        ))}
      </select>
      <span className="field__hint" role="status">
        {state === 'saved' && t('member.languageSaved')}
        {state === 'failed' && t('member.languageFailed')}
      </span>
    </div>
  );
}
