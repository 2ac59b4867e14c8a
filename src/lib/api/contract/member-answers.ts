import { z } from 'zod';

const id = z.union([z.string(), z.number()]);
// Counts the app reads leniently (lib/member/rank-rules.ts turns numeric strings into numbers).
const count = z.union([z.number(), z.string()]).nullish();

/** SPEC 3 "Member info" clubLabel: the member's VIP label. */
const clubLabelSchema = z.object({
  labelName: z.string().optional().describe('Label shown as the VIP badge.'),
  labelId: z.string().optional().describe('Label id, matched against customer-service labelIds.'),
  type: z.string().optional().describe('AUTO shows the VIP benefit.'),
  rankLevel: z.number().optional().describe('VIP rank.'),
});
export type ClubLabel = z.output<typeof clubLabelSchema>;

/** GET /wps/member/info: SPEC 3 "Member info". */
export const memberInfoSchema = z.object({
  id: id.optional().describe('Member id.'),
  account: z.string().optional().describe('Account name.'),
  userName: z.string().optional().describe('User name.'),
  customerName: z.string().optional().describe('Display name.'),
  customerId: id.optional().describe('Customer id.'),
  token: z.string().optional().describe('The bearer token.'),
  type: z.number().optional().describe('customerType: 1 or 2 agent, 4 keeps its language (SPEC 6).'),
  language: z.string().optional().describe('Language kept for the member.'),
  clubLabel: clubLabelSchema.nullish().describe('VIP label; null without one.'),
  vipRankLevel: z.number().optional().describe('VIP rank level, 0 without a label.'),
  hasVip: z.boolean().optional().describe('The member has a VIP label.'),
  countryDialingCode: z.string().nullish().describe('Dialing code of the mobile number, like "+84".'),
  mobileNum: z.string().nullish().describe('The national mobile number; null without one.'),
  profileIcon: z
    .number()
    .nullish()
    .describe('The profile icon the member chose (1 to PROFILE_ICON_COUNT); null: none.'),
});
export type MemberInfo = z.output<typeof memberInfoSchema>;

/** Relay POST WPSCORE_saveMemberInfoByAuthKey: the member's info as saved (docs/api.md). */
export const savedMemberInfoSchema = memberInfoSchema.pick({
  countryDialingCode: true,
  mobileNum: true,
  profileIcon: true,
});
export type SavedMemberInfo = z.output<typeof savedMemberInfoSchema>;

/** Relay MCSFE_getPlayerRankProgress: SPEC 3 "Player rank progress". */
export const rankProgressSchema = z.object({
  completedConditions: count.describe('Conditions met.'),
  totalExpectedConditions: count.describe('Conditions of the next rank.'),
  labelId: id.nullish().describe('The member label; null without one (progress is then 1).'),
});
export type PlayerRankProgress = z.output<typeof rankProgressSchema>;

/** Relay CBS_unreadCount. */
export const unreadCountSchema = z.object({
  count: z.number().int().nonnegative().describe('Unread inbox messages.'),
});
