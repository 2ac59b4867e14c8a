// Every operator call the flows' and features' api.ts files declare (Vite and Vitest read them at build time).
import { declaredCalls } from '../call';

export const DECLARED_CALLS = declaredCalls(
  import.meta.glob(['/src/flows/**/api.ts', '/src/features/**/api.ts'], { eager: true }),
);
