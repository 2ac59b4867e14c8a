import { z } from 'zod';
import { PROFILE_ICON_COUNT_DEFAULT } from '../constants';

/** The member centre (SPEC 1); PROFILE_ICON_COUNT is SPEC 3's gw setting, default 9 (SPEC 9). */
export const memberCentreSchema = z.strictObject({
  profileIconCount: z
    .number({ error: `must be a whole number from 1 to ${PROFILE_ICON_COUNT_DEFAULT}` })
    .int({ error: `must be a whole number from 1 to ${PROFILE_ICON_COUNT_DEFAULT}` })
    .min(1, { error: 'must be at least 1: a member needs an icon to choose' })
    .max(PROFILE_ICON_COUNT_DEFAULT, {
      error: `must be at most ${PROFILE_ICON_COUNT_DEFAULT}: the app ships ${PROFILE_ICON_COUNT_DEFAULT} profile icons`,
    })
    .default(PROFILE_ICON_COUNT_DEFAULT)
    .describe(
      `PROFILE_ICON_COUNT: how many of the app's ${PROFILE_ICON_COUNT_DEFAULT} built-in profile icons a member chooses from (1-${PROFILE_ICON_COUNT_DEFAULT}).`,
    ),
});
