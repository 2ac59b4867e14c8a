// The country of the form's phone fields (SPEC 7 GET /wps/system/country): the build's own at once, the operator's
// list once it answers; a failed call leaves the build's own, so the field never waits for it.
import { useEffect, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import type { Api } from '../../flows/sign-in/api';
import { chosenDialingCode, countryChoice, type Country } from '../../lib/auth/countries';
import { fetchCountryChoice } from './api';

export interface CountryPick {
  countries: readonly Country[];
  /** The chosen country's code. */
  selected: string;
  /** What the SMS code, the login and the registration send, and the phone sign-in puts before the number. */
  dialingCode: string;
  choose: (code: string) => void;
}

export function useCountryChoice(api: Api, merchant: ClientMerchant): CountryPick {
  const [choice, setChoice] = useState(() => countryChoice(undefined, merchant.country));
  useEffect(() => {
    let mounted = true;
    void fetchCountryChoice(api, merchant.country).then((loaded) => mounted && setChoice(loaded));
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  return {
    ...choice,
    dialingCode: chosenDialingCode(choice),
    choose: (code) =>
      setChoice((current) =>
        current.countries.some((country) => country.code === code) ? { ...current, selected: code } : current,
      ),
  };
}
