// The Firebase Auth emulator behind demo and test modes: started when a merchant's social.firebase names
// one, reused when one already answers there, stopped with the process that started it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The emulator is ready in about 12 s; a busy machine gets a minute. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

type FirebaseMerchant = { code: string; social: { firebase: { projectId: string; emulator: string } | null } };

type EmulatorPlan = { projectId: string; origin: string; host: string; port: number };

type EmulatorHandle = {
  origin: string;
  projectId: string;
  reused: boolean;
  stop: () => Promise<void>;
  killNow: () => void;
};

/**
 * The emulator demo and test modes need, or null (live mode, or no merchant uses one).
 * FIREBASE_AUTH_EMULATOR_HOST (host:port) moves it, as it moves the Firebase SDKs.
 */
export function planFirebaseEmulator(
  merchants: FirebaseMerchant[],
  mode: string,
  env: Record<string, string | undefined> = process.env,
): EmulatorPlan | null {
  if (mode !== 'demo' && mode !== 'test') return null;
  const users = merchants.flatMap((m) => (m.social.firebase?.emulator ? [{ code: m.code, ...m.social.firebase }] : []));
  if (!users.length) return null;
  const projects = [...new Set(users.map((m) => m.projectId))];
  if (projects.length > 1)
    throw new Error(
      `social.firebase.projectId: one Auth emulator serves one project, but the merchants name ${users.map((m) => `${m.code}: "${m.projectId}"`).join(', ')}; give them the same "demo-" project`,
    );
  const override = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const origins = override ? [`http://${override}`] : [...new Set(users.map((m) => m.emulator))];
  if (origins.length > 1)
    throw new Error(
      `social.firebase.emulator: the merchants name different emulators (${origins.join(', ')}); one Auth emulator serves them all`,
    );
  const url = new URL(origins[0]!);
  return {
    projectId: projects[0]!,
    origin: url.origin,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port),
  };
}

/** What answers at `origin`: an Auth emulator, something else, or nothing. */
export async function probe(origin: string): Promise<'emulator' | 'other' | 'free'> {
  let response;
  try {
    response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
  } catch {
    return 'free';
  }
  const body = await response.json().catch(() => null);
  return body?.authEmulator?.ready === true ? 'emulator' : 'other';
}

/**
 * firebase.json's emulators with the planned host and port; a copy in a temp folder when they differ.
 * @returns the extra command-line arguments
 */
function configArgs(plan: EmulatorPlan, root: string): string[] {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const auth = config.emulators?.auth ?? {};
  if (auth.port === plan.port && (auth.host ?? '127.0.0.1') === plan.host) return [];
  config.emulators = { ...config.emulators, auth: { ...auth, host: plan.host, port: plan.port } };
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'firebase-emulator-')), 'firebase.json');
  writeFileSync(file, JSON.stringify(config));
  return ['--config', file];
}

/** Starts the emulator for `plan` (or reuses a running one) and resolves once it answers. */
async function startFirebaseEmulator(
  plan: EmulatorPlan,
  {
    root = ROOT,
    log = () => {},
    timeoutMs = READY_TIMEOUT_MS,
  }: { root?: string; log?: (line: string) => void; timeoutMs?: number } = {},
): Promise<EmulatorHandle> {
  const found = await probe(plan.origin);
  if (found === 'emulator') {
    log(`reusing the Firebase Auth emulator at ${plan.origin}`);
    return { origin: plan.origin, projectId: plan.projectId, reused: true, stop: async () => {}, killNow: () => {} };
  }
  if (found === 'other')
    throw new Error(
      `${plan.origin} answers, but not as a Firebase Auth emulator: free port ${plan.port} or move social.firebase.emulator`,
    );
  // Offline and anonymous: a private CLI config (no login, no usage reports), no update or news checks.
  const cliConfig = path.join(os.tmpdir(), 'sandbox-firebase-cli');
  mkdirSync(cliConfig, { recursive: true });
  const env = { ...process.env, XDG_CONFIG_HOME: cliConfig, CI: '1', NO_UPDATE_NOTIFIER: '1' };
  const config = configArgs(plan, root);
  const args = ['emulators:start', '--only', 'auth', '--project', plan.projectId, ...config];
  const child = spawn(path.join(root, 'node_modules/.bin/firebase'), args, {
    cwd: root,
    env,
    // In start.ts's process group: whatever ends npm start (a test runner's SIGKILL of the group) ends it too.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim())) {
      output.push(line);
      if (output.length > 40) output.shift();
      log(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited: Promise<void> = new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      output.push(`could not run node_modules/.bin/firebase: ${error.message}`);
      resolve();
    });
  });
  let running = true;
  void exited.then(() => {
    running = false;
    if (config[1]) rmSync(path.dirname(config[1]), { recursive: true, force: true });
  });
  const signal = (name: NodeJS.Signals) => {
    if (running) child.kill(name);
  };
  const stop = async () => {
    signal('SIGINT');
    const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const handle = {
    origin: plan.origin,
    projectId: plan.projectId,
    reused: false,
    stop,
    killNow: () => signal('SIGKILL'),
  };
  const deadline = Date.now() + timeoutMs;
  while ((await probe(plan.origin)) !== 'emulator') {
    if (!running) throw new Error(`the Firebase Auth emulator exited before it was ready:\n${output.join('\n')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the Firebase Auth emulator was not ready at ${plan.origin} within ${timeoutMs / 1000} s:\n${output.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return handle;
}

/** npm start's step: the emulator the merchants need in this mode, or null. */
export async function launchFirebaseEmulator(
  merchants: FirebaseMerchant[],
  mode: string,
  options: { root?: string; log?: (line: string) => void; env?: Record<string, string | undefined> } = {},
): Promise<EmulatorHandle | null> {
  const plan = planFirebaseEmulator(merchants, mode, options.env);
  return plan && startFirebaseEmulator(plan, options);
}
