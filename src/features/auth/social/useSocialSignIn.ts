// The social sign-in state of the login and register pages; the flows themselves load on first use.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ClientMerchant } from '../../../config/client';
import { createSubmitGuard } from '../../../lib/auth/submit-guard';
import { inNativeApp } from '../../../lib/device/platform';
import type { Translate } from '../../../lib/i18n/translator';
import { watchAppBridge } from '../../../lib/social/app-bridge';
import { pendingIdentity, type SocialIdentity } from '../../../lib/social/identity';
import { hasProviderReturn } from '../../../lib/social/return-params';
import type { UnboundPlan } from '../../../lib/social/unbound';
import { apiEvents } from '../../../flows/session/page-client';
import { usePage } from '../../../flows/session/usePage';
import type { Api } from '../../../flows/sign-in/api';
import type { FlowContext } from './social-steps';
import type { ButtonProvider } from './sign-in-providers';
import { telegramSetting } from '../../../flows/sign-in/social/api';

const loadFlows = () => import('./social-steps');

export interface SocialState {
  busy: boolean;
  error: string | undefined;
  /** The failure of a phone sign-in, shown in the login form's SMS panel. */
  phoneError: string | undefined;
  /** The choice dialog's plan, while it is open. */
  choice: Extract<UnboundPlan, { kind: 'choose' }> | undefined;
  /** An identity waiting to be bound by the next login or registration. */
  pending: SocialIdentity | undefined;
  start: (provider: ButtonProvider) => void;
  /** Loads the flows on pointer-down or focus, so the tap opens its popup at once. */
  warm: (provider: ButtonProvider) => void;
  closeChoice: () => void;
  registerDirectly: () => void;
  forget: () => void;
  /** Firebase phone sign-in: sends the SMS code to the E.164 number; resolves to whether it went out. */
  sendPhoneCode: (phoneNumber: string) => Promise<boolean>;
  /** Confirms the SMS code and logs in with the ID token; settles when the sign-in has. */
  confirmPhone: (code: string) => Promise<void>;
}

export function useSocialSignIn(api: Api, merchant: ClientMerchant, t: Translate): SocialState {
  const guard = useMemo(() => createSubmitGuard(), []);
  // The choice dialog's action is a new submit, not a second tap of the one that opened the dialog.
  const choiceGuard = useMemo(() => createSubmitGuard(), []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [phoneError, setPhoneError] = useState<string>();
  const [choice, setChoice] = useState<SocialState['choice']>();
  const [pending, setPending] = useState<SocialIdentity>();
  const telegram = useRef<FlowContext['telegram']['current']>(undefined);
  const confirmation = useRef<FlowContext['confirmation']['current']>(undefined);
  const page = usePage();
  const ctx: FlowContext = {
    api,
    page,
    merchant,
    t,
    setError,
    setPhoneError,
    setChoice,
    setPending,
    telegram,
    confirmation,
  };

  const run = (task: (flows: typeof import('./social-steps')) => Promise<void>, submitGuard = guard) =>
    submitGuard.run(async () => {
      setBusy(true);
      setError(undefined);
      setPhoneError(undefined);
      try {
        await task(await loadFlows());
      } finally {
        setBusy(false);
      }
    });

  useEffect(() => {
    setPending(pendingIdentity.read(page.session));
    // Fetched ahead: the widget's popup must open while the tap still counts as the player's.
    if (merchant.flags.TELEGRAMLOGIN3) (telegram.current = telegramSetting(api)).catch(() => undefined);
    if (hasProviderReturn(page.location)) void run((flows) => flows.landing(ctx));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the page the provider returned to
  }, []);
  // SPEC 8: inside the native app shell, a sign-in failure the shell reports back is alerted; a LINE access
  // token it hands over signs the player in (SPEC 7 WPS3RD_verifyLineCode {accessToken}).
  useEffect(
    () =>
      inNativeApp(page.location.search)
        ? watchAppBridge(window, apiEvents, (token) => void run((flows) => flows.lineAccess(ctx, token)))
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listener for the page's life
    [],
  );

  return {
    busy,
    error,
    phoneError,
    choice,
    pending,
    start: (provider) => void run((flows) => flows.start(ctx, provider)),
    warm: (provider) => void loadFlows().then((flows) => flows.warm(ctx, provider)),
    closeChoice: () => setChoice(undefined),
    registerDirectly: () =>
      void run((flows) => {
        setChoice(undefined);
        return flows.registerDirectly(ctx);
      }, choiceGuard),
    forget: () => {
      pendingIdentity.clear(page.session);
      setPending(undefined);
    },
    sendPhoneCode: async (phoneNumber) => {
      setPhoneError(undefined);
      return (await loadFlows()).sendPhoneCode(ctx, phoneNumber);
    },
    confirmPhone: async (code) => void (await run((flows) => flows.confirmPhone(ctx, code))),
  };
}
