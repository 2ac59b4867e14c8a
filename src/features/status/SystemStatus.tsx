import { useOverlayHold } from '../../components/useOverlayTurn';
import { useStore } from '@nanostores/react';
import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { useLanguage, useT } from '../../components/useT';
import { isApiError } from '../../lib/api/api-error';
import { DOMAIN_NOT_AVAILABLE } from '../../lib/api/error-catalogue';
import { storeSwitches } from '../../lib/storage/stored-switches';
import { readRegInfo, readTrackingId } from '../../lib/storage/startup-params';
import { $domainNotAvailable } from '../../stores/alerts';
import type { PageEffects } from '../../flows/session/page-effects';
import { usePage } from '../../flows/session/usePage';
import { $systemStatus, type SystemStatus as Status } from '../../stores/system-status';
import { fetchSystemStatus } from './api';
import { reportStatusTiming } from './status-report';
import { statusOutcome, timeStatusCheck, type StatusOutcome } from './status-timing';
import './status.css';
import { pageMerchant } from '../../lib/page/page-merchant';

// The full-screen notice is for the rare player who meets maintenance or a restriction: loaded when shown.
const StatusScreen = lazy(() => import('./StatusScreen'));

/** GET /wps/v2/system/status (SPEC 7: device MOBILE, track, originalDomain, url; never cached). */
function fetchStatus({ api, local, location }: PageEffects): Promise<Status> {
  const query = {
    device: 'MOBILE' as const,
    track: readTrackingId(local),
    originalDomain: readRegInfo(local)?.originalDomain ?? location.hostname,
    url: `${location.origin}${location.pathname}`,
  };
  return fetchSystemStatus(api, query);
}

/** Demo and test builds say once which switches this build cannot honour; production keeps the console quiet. */
function reportRefused(refused: readonly string[]): void {
  if (refused.length > 0 && document.documentElement.dataset.env !== 'production')
    console.warn(
      `whitelabelVal: ${refused.join(', ')} turned on at run time stay off: this build does not ship the settings they need (docs/merchants.md)`,
    );
}

/** The status check at start, on every page (SPEC 4 "System status"): maintenance, access denied, domain not available. */
export default function SystemStatus() {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const status = useStore($systemStatus);
  const domainNotAvailable = useStore($domainNotAvailable);
  const language = useLanguage(merchant.language);
  const [checking, setChecking] = useState(false);
  // A screen whose code is gone lets the page's dialogs through: the refresh dialog answers it.
  const [screenFailed, setScreenFailed] = useState(false);

  const check = async (): Promise<StatusOutcome> => {
    setChecking(true);
    try {
      const answer = await fetchStatus(page);
      $systemStatus.set(answer);
      reportRefused(storeSwitches(merchant, answer.whitelabelVal, page.local));
      return statusOutcome(answer);
    } catch (error) {
      // The request layer already acted on it (domain-not-available screen, or its alert).
      return isApiError(error) && error.errorCode === DOMAIN_NOT_AVAILABLE ? 'domainNotAvailable' : 'failed';
    } finally {
      setChecking(false);
    }
  };

  useEffect(() => {
    return timeStatusCheck(check(), (timing) => reportStatusTiming(merchant, timing, page.location), page.clock);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the status check runs once per page (SPEC 4)
  }, []);

  const retry = () => {
    $domainNotAvailable.set(false);
    void check();
  };

  const outcome = status && statusOutcome(status);
  const kind = domainNotAvailable
    ? 'domainNotAvailable'
    : outcome === 'maintenance' || outcome === 'regionRestriction'
      ? outcome
      : undefined;
  // The status screen covers the page: no dialog of the page's own opens over it.
  useOverlayHold(kind !== undefined && !screenFailed);
  if (!kind) return null;
  return (
    <LazyPart onError={() => setScreenFailed(true)}>
      <StatusScreen
        kind={kind}
        language={language}
        status={kind === 'domainNotAvailable' ? undefined : status}
        merchant={merchant}
        t={t}
        onRetry={retry}
        checking={checking}
      />
    </LazyPart>
  );
}
