import { z } from 'zod';
import { entityId, venueCode } from '../common';
import { gameRecord } from '../egame/schemas';
import { rewardRecord } from '../gift/schemas';
import { modifyRecord } from '../member/schemas';
import { route } from '../route';
import { betState } from '../sportsbook/schemas';
import { deskBet } from './sportsbook';

/**
 * The member 360 view's tabs beyond the profile (issue 30): KYC, sportsbook bets, game rounds, gifts
 * sent and operators' notes. Each is a paged read of one member of the operator's site, audited like
 * the profile read (`member/v1/detail`); notes are the one write, append-only.
 */
const ADMIN_MEMBER = '/api/admin/member/v1';
const page = z.number().int().min(1).max(10_000).default(1);
const pageSize = z.number().int().min(1).max(100).default(20);
const paged = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

/** What the member submitted for verification, masked as the profile masks it. */
export const memberKycRequest = z.object({ memberId: entityId });
export const memberKyc = z.object({
  realNameBound: z.boolean(),
  /** Masked: the first character only. */
  realName: z.string(),
  phoneBound: z.boolean(),
  phone: z.string(),
  emailBound: z.boolean(),
  email: z.string(),
  birthday: z.string().nullable(),
  /** Whole years at the time of the read, from the birthday; null without one. */
  age: z.number().int().nullable(),
  withdrawPasswordSet: z.boolean(),
  /** Bank cards and USDT addresses bound for payouts. */
  payoutAccounts: z.number().int(),
  /** Requests to change the real name or phone, newest first, their new value masked. */
  requests: z.array(modifyRecord),
});
export type MemberKyc = z.infer<typeof memberKyc>;

export const memberBetsRequest = z.object({ memberId: entityId, state: betState.optional(), page, pageSize });
export const memberBets = z.object({ items: z.array(deskBet), ...paged });

export const memberRoundsRequest = z.object({ memberId: entityId, venueCode: venueCode.optional(), page, pageSize });
export const memberRounds = z.object({
  items: z.array(gameRecord),
  ...paged,
  /** Over all the member's rounds (of the venue, when one is named), not only this page. */
  stake: z.string(),
  validTurnover: z.string(),
  winLoss: z.string(),
});

export const memberGiftsRequest = z.object({ memberId: entityId, page, pageSize });
export const memberGifts = z.object({ items: z.array(rewardRecord), ...paged });

export const MEMBER_NOTE_MAX = 500;
export const memberNoteText = z
  .string()
  .trim()
  .min(1, '备注不能为空')
  .max(MEMBER_NOTE_MAX, `备注最多${MEMBER_NOTE_MAX}个字`);
export const memberNotesRequest = z.object({ memberId: entityId, page, pageSize });
export const memberNote = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  /** The operator who wrote it (`admin:<username>`). */
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNote>;
export const memberNotes = z.object({ items: z.array(memberNote), ...paged });
export const memberNoteAddRequest = z.object({ memberId: entityId, text: memberNoteText });

export const member360Routes = {
  kyc: route({
    method: 'POST',
    path: `${ADMIN_MEMBER}/kyc`,
    summary: '会员实名与认证资料（脱敏）',
    request: memberKycRequest,
    response: memberKyc,
  }),
  bets: route({
    method: 'POST',
    path: `${ADMIN_MEMBER}/bets`,
    summary: '会员的体育注单',
    request: memberBetsRequest,
    response: memberBets,
  }),
  rounds: route({
    method: 'POST',
    path: `${ADMIN_MEMBER}/rounds`,
    summary: '会员的游戏记录（各场馆）',
    request: memberRoundsRequest,
    response: memberRounds,
  }),
  gifts: route({
    method: 'POST',
    path: `${ADMIN_MEMBER}/gifts`,
    summary: '会员送出的礼物',
    request: memberGiftsRequest,
    response: memberGifts,
  }),
  notes: route({
    method: 'POST',
    path: `${ADMIN_MEMBER}/notes`,
    summary: '会员备注（新的在前）',
    request: memberNotesRequest,
    response: memberNotes,
  }),
  noteAdd: route({
    method: 'POST',
    path: `${ADMIN_MEMBER}/noteAdd`,
    summary: '添加会员备注（写入后不可修改）',
    request: memberNoteAddRequest,
    response: memberNote,
  }),
};
