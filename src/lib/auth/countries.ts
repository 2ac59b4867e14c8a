// SPEC 7 system/country (features/auth/api.ts makes the call): the countries a phone field offers with their dialing codes, and the
// one it starts on. Every row is the operator's and hostile: a bad row is dropped, never the list; without an
// answer the field keeps the build's own country (merchant.json `country`).

/** ISO 3166 alpha-2, as merchant.json writes it: the option's value, so each country once. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** 1-4 digits, not starting with 0 (ITU-T E.164 country codes), the "+" optional; the app sends it with "+". */
export const DIALING_CODE_PATTERN = /^\+?[1-9]\d{0,3}$/;
export const COUNTRY_NAME_MAX_LENGTH = 60;
/** More rows than there are countries is not a list of countries: the rest is dropped. */
export const COUNTRIES_MAX = 300;
// Control characters, line breaks and bidi overrides would break or disguise the option's text.
const UNSAFE_TEXT = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export interface Country {
  code: string;
  dialingCode: string;
  /** As the operator names it, shown as text. */
  name: string;
}

export interface CountryChoice {
  /** Never empty: at least the country the field starts on. */
  countries: Country[];
  /** The code of the chosen country. */
  selected: string;
}

const countryCode = (value: unknown) =>
  typeof value === 'string' && COUNTRY_CODE_PATTERN.test(value) ? value : undefined;

/** The dialing code with its "+", or undefined when it is not one. */
const dialingCode = (value: unknown) =>
  typeof value === 'string' && DIALING_CODE_PATTERN.test(value) ? `+${value.replace('+', '')}` : undefined;

/** Text of 1-60 characters with something besides spaces, and nothing that is not text. */
export const isCountryName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.trim() !== '' &&
  value.length <= COUNTRY_NAME_MAX_LENGTH &&
  !UNSAFE_TEXT.test(value);

/** The answer's valid rows, each country once, in the operator's order. */
export function countryRows(value: unknown): Country[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.slice(0, COUNTRIES_MAX).flatMap((row: unknown) => {
    const fields = (row ?? {}) as Partial<Record<keyof Country, unknown>>;
    const code = countryCode(fields.code);
    const dialing = dialingCode(fields.dialingCode);
    if (!code || !dialing || !isCountryName(fields.name) || seen.has(code)) return [];
    seen.add(code);
    return [{ code, dialingCode: dialing, name: fields.name.trim() }];
  });
}

/**
 * The rows of an answer and the country to start on: the answer's countryDialingCode (and countryCode), else the
 * build's own. A start the rows lack heads the list under its code, so the field always starts on it.
 */
export function countryChoice(value: unknown, own: Pick<Country, 'code' | 'dialingCode'>): CountryChoice {
  const answer = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const rows = countryRows(answer['countries']);
  const dialing = dialingCode(answer['countryDialingCode']) ?? own.dialingCode;
  const code = countryCode(answer['countryCode']) ?? own.code;
  const start =
    rows.find((row) => row.code === code && row.dialingCode === dialing) ??
    rows.find((row) => row.dialingCode === dialing);
  if (start) return { countries: rows, selected: start.code };
  return {
    countries: [{ code, dialingCode: dialing, name: code }, ...rows.filter((row) => row.code !== code)],
    selected: code,
  };
}

/** The dialing code the field sends: the chosen country's. */
export const chosenDialingCode = (choice: CountryChoice) =>
  (choice.countries.find((country) => country.code === choice.selected) ?? choice.countries[0]!).dialingCode;
