// SPEC 2 "/target": a page built from the `from` query parameter and handed to the update mechanism. It is
// outside the service worker's scope, so it always comes from the network: it brings the newest worker in,
// then opens `from` (an /m/ path, else /m/home), which that worker serves.
import { HOME_PATH } from '../../config/routes';
import { safeGoTarget } from '../routing/go-target';
import { withPreservedQuery } from '../routing/navigation';
import { activateNewWorker, appRegistration, fetchNewWorker } from './service-worker-update';

/** Where /target leads: `from` when it is a same-origin /m/ path, else /m/home; the preserved query rides along. */
export function targetUrl(search: string): string {
  const from = new URLSearchParams(search).get('from');
  return withPreservedQuery(safeGoTarget(from) ?? HOME_PATH, search);
}

/** Updates the app's service worker (when there is one), then replaces /target by its target. */
export async function openTarget(page: Pick<Location, 'search' | 'replace'> = location): Promise<void> {
  const registration = await appRegistration();
  await fetchNewWorker(registration);
  await activateNewWorker(registration);
  page.replace(targetUrl(page.search));
}
