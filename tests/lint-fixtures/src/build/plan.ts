// Stands in for src/build/plan.ts in the scratch checkout of tests/unit/lint-boundaries.test.ts.
export const planMerchants = (): string[] => [];
