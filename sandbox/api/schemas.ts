// Request fields shared by several /wps endpoints.
import { z } from 'zod';
import { DEVICE_ID_LENGTH } from '../../src/config/constants';

export const DEVICES = ['IPAD', 'PWA', 'WEBCLIP'] as const;

export const deviceId = z
  .string()
  .length(DEVICE_ID_LENGTH, { error: `must be the ${DEVICE_ID_LENGTH}-character device id` });
export const device = z.enum(DEVICES).nullish();
export const dialingCode = z.string().regex(/^\+[1-9][0-9]{0,3}$/, { error: 'must be a dialing code like "+63"' });
export const mobileNum = z
  .string()
  .regex(/^0?[1-9][0-9]{5,14}$/, { error: 'must be 6-15 digits, without the dialing code' });
export const optionalText = z.string().max(2000).nullish();
export const captchaFields = {
  geetestChallenge: z.string().nullish(),
  geetestSeccode: z.string().nullish(),
  geetestValidateV4: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
};
export const socialFields = {
  firebaseChannel: z.string().nullish(),
  firebaseIdToken: z.string().nullish(),
  lineSessionToken: z.string().nullish(),
  telegramAuth: z.string().nullish(),
};
/** Registration: user names are 4-16 letters and digits starting with a letter (stored lower-case). */
export const USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const PASSWORD = /^\S{6,20}$/;
