import type { CategoryPath } from '../../config/game-categories';
import { serverTranslator } from '../../lib/i18n/server';
import { pageMerchant } from '../../lib/page/page-merchant';
import { CategoryEmpty } from './CategoryEmpty';
import './games.css';

interface Props {
  /** The categories the merchant offers (merchant.json), in its order. */
  offered: readonly CategoryPath[];
}

/**
 * The page of a category the merchant does not offer (SPEC 2 keeps every category path): rendered at build
 * time in the merchant's language and never hydrated, it says there are no games and links to those it offers.
 */
export default function CategoryAbsent({ offered }: Props) {
  const merchant = pageMerchant();
  return <CategoryEmpty t={serverTranslator(merchant.language)} name={merchant.name} elsewhere={offered} marked />;
}
