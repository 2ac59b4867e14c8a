// What a build environment (`npm run build -- --env <name>`) may ship: the local stand-ins of a demo (the
// Firebase Auth emulator, a game vendor on a loopback origin) only in demo and test builds, never in a
// production policy.
import { isLoopbackFrameOrigin } from '../config/schema/games';
import type { Merchant } from '../config/schema/merchant';

/** Builds served by `npm start` with the sandbox: they may talk to the local Firebase Auth emulator. */
const DEMO_BUILD_ENVS = ['demo', 'test'] as const;

const isDemoBuild = (env: string) => (DEMO_BUILD_ENVS as readonly string[]).includes(env);

/** The Firebase flags that mean nothing without a Firebase project. */
const FIREBASE_FLAGS = ['GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3'] as const;

/** A "demo-" Firebase project runs against the emulator only: outside demo and test builds it is left out. */
function withoutDemoFirebase(merchant: Merchant, env: string): { merchant: Merchant; warnings: string[] } {
  const firebase = merchant.social.firebase;
  if (!firebase?.emulator) return { merchant, warnings: [] };
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

/** A game frame origin on this machine (the sandbox's vendor stand-in) is left out of the policy and the page. */
function withoutLoopbackFrames(merchant: Merchant, env: string): { merchant: Merchant; warnings: string[] } {
  const { origins } = merchant.games.frame;
  const warnings = origins.flatMap((origin, index) =>
    isLoopbackFrameOrigin(origin)
      ? [
          `games.frame.origins.${index}: "${origin}" is a stand-in on this machine, plain http; ` +
            `this ${env} build leaves it out, so its games open by redirect (build with --env demo to keep it)`,
        ]
      : [],
  );
  if (!warnings.length) return { merchant, warnings };
  const frame = { origins: origins.filter((origin) => !isLoopbackFrameOrigin(origin)) };
  return { merchant: { ...merchant, games: { ...merchant.games, frame } }, warnings };
}

/** The merchant as this build environment ships it, and what was left out (said in warnings). */
export function merchantForBuildEnv(merchant: Merchant, env: string): { merchant: Merchant; warnings: string[] } {
  if (isDemoBuild(env)) return { merchant, warnings: [] };
  const firebase = withoutDemoFirebase(merchant, env);
  const frames = withoutLoopbackFrames(firebase.merchant, env);
  return { merchant: frames.merchant, warnings: [...firebase.warnings, ...frames.warnings] };
}
