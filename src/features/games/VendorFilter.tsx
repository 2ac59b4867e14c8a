import { useLoad } from '../../components/useLoad';
import type { Lane } from '../../flows/games/api';
import type { Translate } from '../../lib/i18n/translator';
import { pushPageQuery } from '../../lib/routing/page-query';
import { usePage } from '../../flows/session/usePage';
import { imageFormat } from '../../lib/media/image-format';
import { VENDOR_PARAM } from './category-page';
import { fetchCategoryVendors } from './api';

interface Props {
  lane: Pick<Lane, 'category' | 'title' | 'cards'>;
  /** The vendor the lane's games are filtered by now; undefined: all. */
  chosen: string | undefined;
  onChoose: (vendor: string | undefined) => void;
  t: Translate;
}

/**
 * Vendor chips above a category's games (GCSGAME_gameVendor): a choice filters the games and is kept in the
 * URL (?vendor=), so reload, a shared link, back and forward show it. Loaded when the page shows games; with
 * fewer than two vendors, or when the call fails, there is nothing to choose and no row. The chips are the
 * app's (app.css).
 */
export default function VendorFilter({ lane, chosen, onChoose, t }: Props) {
  const page = usePage();
  const codes = lane.cards.map((card) => card.accountTypeName);
  const vendors = useLoad(
    async () => fetchCategoryVendors(page.api, lane.category, codes, await imageFormat()),
    // The lane's vendors by value: the same lane re-rendered asks nothing again.
    [page, lane.category, codes.join()],
  );
  if (vendors.status !== 'ready' || vendors.data.length < 2) return null;
  const chip = (key: string, name: string, vendor: string | undefined) => (
    <button
      key={key}
      type="button"
      className="chip"
      aria-pressed={chosen === vendor}
      onClick={() => {
        pushPageQuery(VENDOR_PARAM, vendor, page.location);
        onChoose(vendor);
      }}
    >
      {name}
    </button>
  );
  return (
    <div
      className="chips chips--vendors"
      role="group"
      aria-label={t('games.vendorFilter', { title: lane.title })}
      data-testid="vendor-chips"
    >
      {chip('', t('games.allVendors'), undefined)}
      {vendors.data.map((vendor) => chip(vendor.id, vendor.name, vendor.id))}
    </div>
  );
}
