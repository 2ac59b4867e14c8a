// What a build environment (`npm run build -- --env <name>`) may ship: the local stand-ins of a demo (the
// Firebase Auth emulator on a loopback origin) only in demo and test builds, never in a production policy.
import type { Merchant } from '../config/schema/merchant';

/** Builds served by `npm start` with the sandbox: they may talk to the local Firebase Auth emulator. */
const DEMO_BUILD_ENVS = ['demo', 'test'] as const;

const isDemoBuild = (env: string) => (DEMO_BUILD_ENVS as readonly string[]).includes(env);

/** The Firebase flags that mean nothing without a Firebase project. */
const FIREBASE_FLAGS = ['GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3'] as const;

/**
 * The merchant as this build environment ships it, and what was left out. A "demo-" Firebase project runs
 * against the emulator only, so outside demo and test builds its sign-in and push are left out (and said so).
 */
export function merchantForBuildEnv(merchant: Merchant, env: string): { merchant: Merchant; warnings: string[] } {
  const firebase = merchant.social.firebase;
  if (!firebase?.emulator || isDemoBuild(env)) return { merchant, warnings: [] };
  const flags = { ...merchant.flags };
  for (const flag of FIREBASE_FLAGS) flags[flag] = false;
  return {
    merchant: { ...merchant, flags, social: { ...merchant.social, firebase: null } },
    warnings: [
      `social.firebase: "${firebase.projectId}" is a demo project that only runs against the local emulator; ` +
        `this ${env} build leaves Firebase sign-in and push out (build with --env demo to keep them)`,
    ],
  };
}
