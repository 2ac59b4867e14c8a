// Firebase ID tokens checked the way the operator's server does (firebase.google.com/docs/auth/admin/verify-id-tokens).
// Only "demo-" projects can be checked here: their tokens come unsigned from the Auth emulator, which confirms them.
import type { FirebaseSettings } from '../../src/config/schema/social';
import { ApiError } from '../api/errors';

/** Not in the app's catalogue yet (SPEC 8 names no firebase code); the app shows it as a notice. */
export const FIREBASE_TOKEN_INVALID = 'firebase.token.invalid';
const FIREBASE_EMULATOR_UNAVAILABLE = 'firebase.emulator.unavailable';
/** Where production servers get the keys that sign ID tokens (RS256, `kid` in the header). */
const GOOGLE_ID_TOKEN_CERTS =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';
/** The app's firebaseChannel and the sign_in_provider of the token it must carry. */
const FIREBASE_CHANNELS: Record<string, string> = {
  phone: 'phone',
  google: 'google.com',
  facebook: 'facebook.com',
  twitter: 'twitter.com',
};
const CLOCK_SLACK_S = 300;
const EMULATOR_TIMEOUT_MS = 5000;

export interface FirebaseFields {
  token: string;
  channel: string;
}
export interface FirebaseIdentity {
  subject: string;
  name: string;
}

const invalid = (field: string, what: string) => new ApiError(400, FIREBASE_TOKEN_INVALID, `${field}: ${what}`);

/** The header and payload of a JWT; its signature part is checked elsewhere (or, unsigned, by the emulator). */
function decodeJwt(
  token: string,
  field: string,
): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid(field, `not a JWT (${parts.length} parts instead of 3)`);
  const [header, payload] = parts.slice(0, 2).map((part, index) => {
    try {
      const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // named below
    }
    throw invalid(field, `the JWT ${index === 0 ? 'header' : 'payload'} is not base64url JSON`);
  });
  return { header: header!, payload: payload! };
}

/** The claim checks of Firebase's documentation, and that the token came from the channel the app names. */
function checkClaims(
  payload: Record<string, unknown>,
  projectId: string,
  channel: string | null | undefined,
  nowS: number,
  fields: FirebaseFields,
): FirebaseIdentity {
  const { iss, aud, exp, iat, sub } = payload;
  const field = fields.token;
  if (iss !== `https://securetoken.google.com/${projectId}`)
    throw invalid(field, `iss: ${JSON.stringify(iss)} is not https://securetoken.google.com/${projectId}`);
  if (aud !== projectId) throw invalid(field, `aud: ${JSON.stringify(aud)} is not the project "${projectId}"`);
  if (typeof exp !== 'number' || exp <= nowS) throw invalid(field, 'exp: the token has expired; sign in again');
  if (typeof iat !== 'number' || iat > nowS + CLOCK_SLACK_S) throw invalid(field, 'iat: issued in the future');
  if (typeof sub !== 'string' || sub.length < 1 || sub.length > 128)
    throw invalid(field, 'sub: must be a string of 1-128 characters');
  const provider = (payload.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
  if (typeof provider !== 'string') throw invalid(field, 'firebase.sign_in_provider: missing');
  const expected = channel ? FIREBASE_CHANNELS[channel] : undefined;
  if (!expected)
    throw invalid(
      fields.channel,
      `must be one of ${Object.keys(FIREBASE_CHANNELS).join(', ')}, got ${JSON.stringify(channel ?? null)}`,
    );
  if (expected !== provider)
    throw invalid(
      fields.channel,
      `"${channel}" needs a ${expected} sign-in, but the token's sign_in_provider is ${provider}`,
    );
  const name = [payload.name, payload.email, payload.phone_number].find((v) => typeof v === 'string' && v);
  return { subject: sub, name: (name as string | undefined) ?? `Firebase ${sub.slice(0, 8)}` };
}

/** The emulator's origin: FIREBASE_AUTH_EMULATOR_HOST (host:port, as the Firebase SDKs read it) wins. */
function emulatorOrigin(settings: FirebaseSettings, env: NodeJS.ProcessEnv = process.env): string {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return host ? `http://${host}` : settings.emulator;
}

/** accounts:lookup on the emulator: it knows the token, and its user is the token's subject. */
export async function confirmWithEmulator(
  origin: string,
  apiKey: string,
  idToken: string,
  sub: string,
  field: string,
): Promise<void> {
  const url = `${origin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(apiKey)}`;
  let answer: { users?: { localId?: string }[]; error?: { message?: string } };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
      signal: AbortSignal.timeout(EMULATOR_TIMEOUT_MS),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    throw new ApiError(
      503,
      FIREBASE_EMULATOR_UNAVAILABLE,
      `${field}: the Firebase Auth emulator at ${origin} did not answer (${(error as Error).message}); npm start runs it in demo and test modes`,
    );
  }
  if (answer.error)
    throw invalid(field, `the Firebase Auth emulator refused it (${answer.error.message ?? 'no reason'})`);
  const localId = answer.users?.[0]?.localId;
  if (localId !== sub) throw invalid(field, `sub: is not the emulator's user for this token (${localId ?? 'none'})`);
}

/** The identity behind a Firebase ID token for this merchant's project. */
export async function verifyFirebaseIdToken(
  settings: FirebaseSettings | null,
  token: string,
  channel: string | null | undefined,
  nowMs: number,
  fields: FirebaseFields,
): Promise<FirebaseIdentity> {
  if (!settings) throw invalid(fields.token, 'this merchant has no Firebase project (social.firebase)');
  const { payload } = decodeJwt(token, fields.token);
  const identity = checkClaims(payload, settings.projectId, channel, Math.floor(nowMs / 1000), fields);
  if (!settings.projectId.startsWith('demo-'))
    throw invalid(
      fields.token,
      `"${settings.projectId}" is a real project: production servers verify the RS256 signature against Google's public keys (${GOOGLE_ID_TOKEN_CERTS}); the sandbox cannot`,
    );
  await confirmWithEmulator(emulatorOrigin(settings), settings.apiKey, token, identity.subject, fields.token);
  return identity;
}
