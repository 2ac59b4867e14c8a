import { z } from 'zod';
import { HTTP_PATH, PATH_KEY_LENGTH, SITE_PATH } from '../customer-service-path';
import {
  controlCharacterProblem,
  NOT_URL_CHARACTER,
  plainHostUrl,
  plainHostUrlProblem,
  quote,
  singleLine,
} from './primitives';

// Download links are trimmed (SPEC 5) before they are validated.
const trimmedUrl = z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), plainHostUrl('http(s)'));

/** SPEC 3 "Download links". */
export const downloadLinkSchema = z.strictObject({
  resourceType: z.enum(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']).describe('Which download this is.'),
  url: trimmedUrl.describe('Where the file or store page is: an http(s) URL with a plain host (trimmed).'),
});

export const CS_TYPES = ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;

// SPEC 3: an encrypted path is Base64 (DES) followed by its 8-character key.
const ENCRYPTED_PATH = new RegExp(`^[A-Za-z0-9+/]+={0,2}[\\x21-\\x7e]{${PATH_KEY_LENGTH}}$`);
const CHAT_URL = 'an https URL, a path on the site ("/__...") or an encrypted path (Base64, then its 8-character key)';

/**
 * What is wrong with a chat URL as the page would load it (a script or a frame of the https page, its origin
 * in the policy), or undefined: an https URL with a plain host, or a path on the site under /__.
 */
export function chatUrlProblem(url: string): string | undefined {
  if (!SITE_PATH.test(url)) return plainHostUrlProblem(url, 'https', 'an https URL or a path on the site ("/__...")');
  const control = controlCharacterProblem(url);
  if (control) return `must not contain control characters; found ${control}`;
  const bad = url.search(NOT_URL_CHARACTER);
  return bad < 0
    ? undefined
    : `${quote(url[bad])} at character ${bad + 1} is not allowed in a URL; percent-encode it, got ${quote(url)}`;
}

/** What is wrong with a customer-service path as written; an encrypted one is decrypted and checked at load. */
function customerServicePathProblem(path: string): string | undefined {
  if (HTTP_PATH.test(path)) return plainHostUrlProblem(path, 'https', CHAT_URL);
  if (SITE_PATH.test(path)) return chatUrlProblem(path);
  const control = controlCharacterProblem(path);
  if (control) return `must not contain control characters; found ${control}`;
  return ENCRYPTED_PATH.test(path) ? undefined : `must be ${CHAT_URL}, got ${quote(path)}`;
}

/** SPEC 3 "Customer-service item". */
export const customerServiceSchema = z.strictObject({
  csType: z.enum(CS_TYPES).describe('Chat provider type.'),
  csPosition: singleLine
    .max(32)
    .optional()
    .describe('Where the entry is shown (HEADER, MEMBER, or both for any other value); defaults to csType.'),
  path: z
    .string()
    .min(1)
    .superRefine((path, ctx) => {
      const problem = customerServicePathProblem(path);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: path });
    })
    .describe(
      'Chat URL: an https URL with a plain host, a path on the site ("/__..."), or an encrypted path whose last 8 characters are the key, which must decrypt to one of the other two.',
    ),
  labelIds: z
    .array(singleLine.min(1).max(64))
    .default([])
    .describe('VIP labels that see this item (one line, at most 64 characters each); empty for everybody.'),
});
