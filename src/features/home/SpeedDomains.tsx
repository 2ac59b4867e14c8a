import { useCallback } from 'react';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { fetchDomainRoute } from '../../flows/sign-in/api';
import { speedDomains } from '../../lib/routing/domain-route';
import { usePage } from '../../flows/session/usePage';
import { pageMerchant } from '../../lib/page/page-merchant';

/**
 * SPEC 2 /m/index "speed-domain landing": the merchant's faster addresses (GET /wps/system/domainRoute) as links
 * that keep the preserved query. An island only /m/index renders, so /m/home neither loads it nor makes the call.
 */
export default function SpeedDomains() {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const load = useCallback(
    () => fetchDomainRoute(page.api).then((value) => speedDomains(value, page.location)),
    [page],
  );
  const domains = useLoad(load, [load]);
  // Nothing to offer (or the call failed): the index is the home without the list.
  if (domains.status !== 'ready' || domains.data.length === 0) return null;
  return (
    <section className="home-section speed-domains" aria-labelledby="home-speed-domains">
      <h2 className="section-title" id="home-speed-domains">
        {t('home.speedDomains.title')}
      </h2>
      <p>{t('home.speedDomains.intro')}</p>
      <ul>
        {domains.data.map((domain) => (
          <li key={domain.host}>
            <a href={domain.url} rel="noopener noreferrer">
              {domain.host}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
