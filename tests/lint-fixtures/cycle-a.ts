// Half of an import cycle that lint must refuse (tests/unit/lint-boundaries.test.ts).
import { b } from './cycle-b';

export const a = () => b;
