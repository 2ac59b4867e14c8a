import type { Translate } from '../../lib/i18n/translator';
import type { CountryPick } from './useCountryChoice';

interface Props {
  /** The select's id. */
  id: string;
  pick: CountryPick;
  t: Translate;
}

/**
 * The country picker of a phone field (its Field's prefixPicker, once there are two countries or more): a native
 * select of "+84 Việt Nam" options that lies unseen over the dialing code, so the phone's own list opens.
 */
export function DialingCodePick({ id, pick, t }: Props) {
  return (
    <select
      id={id}
      className="dialing-pick"
      aria-label={t('auth.fields.dialingCode', { code: pick.dialingCode })}
      value={pick.selected}
      onChange={(event) => pick.choose(event.target.value)}
    >
      {pick.countries.map((country) => (
        <option key={country.code} value={country.code}>
          {`${country.dialingCode} ${country.name}`}
        </option>
      ))}
    </select>
  );
}
