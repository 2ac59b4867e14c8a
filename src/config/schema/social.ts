import { z } from 'zod';
import { hostname, httpsUrlOrSitePath, quote } from './primitives';

// The Firebase web config goes to the page as JSON and into the SDK's URLs: each value is a plain token.
const firebaseToken = (shape: RegExp, meaning: string, example: string) =>
  z.string().regex(shape, { error: (issue) => `must be ${meaning} like ${quote(example)}, got ${quote(issue.input)}` });

/** The Firebase Auth emulator's origin; only a `demo-` project may use it (it never reaches Google). */
const emulatorOrigin = z.string().regex(/^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):[0-9]{2,5}$/, {
  error: (issue) => `must be a loopback origin like "http://127.0.0.1:9099", got ${quote(issue.input)}`,
});

/** SPEC 3 "phone provider settings" of the firebase provider: the web app config of the Firebase console. */
const firebaseSchema = z
  .strictObject({
    apiKey: firebaseToken(
      /^[A-Za-z0-9_-]{1,100}$/,
      'a web API key (1-100 letters, digits, "_" and "-")',
      'AIzaSyD-abc123',
    ).describe('Web API key of the Firebase project (letters, digits, "_" and "-").'),
    authDomain: hostname.describe(
      'Auth domain, a host name like "<project>.firebaseapp.com": it serves the sign-in popup and enters the policy.',
    ),
    projectId: z
      .string()
      .regex(/^[a-z][a-z0-9-]{4,29}$/, {
        error: (issue) => `must be a Firebase project id (6-30 of a-z, 0-9 and "-"), got ${quote(issue.input)}`,
      })
      .describe('Project id; a "demo-" project runs against the local Auth emulator only.'),
    appId: firebaseToken(
      /^[A-Za-z0-9:_-]{1,100}$/,
      'a web app id (1-100 letters, digits, ":", "_" and "-")',
      '1:481516234200:web:4f8c2a9d1e7b3c5a',
    ).describe('Web app id (letters, digits, ":", "_" and "-").'),
    messagingSenderId: firebaseToken(/^[0-9]{0,20}$/, 'a sender id of digits (or "" for none)', '481516234200')
      .default('')
      .describe('Sender id of Cloud Messaging (push): digits; empty for none.'),
    vapidKey: firebaseToken(
      /^(?:[A-Za-z0-9_-]{20,200}={0,2})?$/,
      'a Base64url key of 20-200 characters (or "" for none)',
      'BKFihEiO9xwTdr_YpxomI4KkOr_9vmoOJEIZn6Ibwo',
    )
      .default('')
      .describe('Web push certificate key of Cloud Messaging (Base64url); empty for none.'),
    phone: z.boolean().default(false).describe('smsProvider "firebase": SMS sign-in through Firebase phone auth.'),
    emulator: z
      .union([z.literal(''), emulatorOrigin])
      .default('')
      .describe('Origin of the Firebase Auth emulator; required for, and only allowed with, a "demo-" project.'),
  })
  .superRefine((firebase, ctx) => {
    const demo = firebase.projectId.startsWith('demo-');
    if (demo && !firebase.emulator)
      ctx.addIssue({ code: 'custom', path: ['emulator'], message: `a "demo-" project needs the emulator's origin` });
    if (!demo && firebase.emulator)
      ctx.addIssue({
        code: 'custom',
        path: ['emulator'],
        message: `only a "demo-" project may use the emulator; "${firebase.projectId}" is a real project`,
      });
  });

/** LINE Login v2.1 (SPEC 3 gw LINE_CLIENT_ID, SPEC 4 line-style flow). */
const lineSchema = z.strictObject({
  clientId: z
    .string()
    .regex(/^[0-9]{6,20}$/, { error: (issue) => `must be a LINE channel id (digits), got ${quote(issue.input)}` })
    .describe('LINE_CLIENT_ID: the channel id of the LINE Login channel.'),
  // "//host/..." is another site, not a path on this one.
  authorizeUrl: httpsUrlOrSitePath
    .default('https://access.line.me/oauth2/v2.1/authorize')
    .describe(
      `LINE's authorize endpoint: an https URL with a plain host, or a path ("/__line/...") at the sandbox's stand-in.`,
    ),
});

/** Social sign-in providers; the whitelabelVal flags turn each one on (checked in merchant.ts). */
export const socialSchema = z.strictObject({
  firebase: firebaseSchema
    .nullable()
    .default(null)
    .describe('Firebase project for phone, Google, Facebook and Twitter sign-in; null: none of them.'),
  line: lineSchema.nullable().default(null).describe('LINE Login channel (flag LINELOGIN3); null: no LINE sign-in.'),
  maya: z
    .boolean()
    .default(false)
    .describe('Sign in from the Maya app, which opens the site with ?mayaSessionId=...&mayaEnv=...'),
});

export type SocialSettings = z.output<typeof socialSchema>;
export type FirebaseSettings = z.output<typeof firebaseSchema>;
