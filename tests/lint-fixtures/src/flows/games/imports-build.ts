// A flow importing build-only code, which lint must refuse. tests/unit/lint-boundaries.test.ts lints this
// tree (tests/lint-fixtures/src) as the src/ of a scratch checkout: the zone holds before src/flows exists.
import { planMerchants } from '../../build/plan';

export const merchants = () => planMerchants();
