import { z } from 'zod';
import { entityId, pageNumber, pageSizeOf } from '../common';
import { route } from '../route';

/**
 * 冠军投票 (issue 31, the spec's european vote): one free vote per member and competition for the team
 * they think wins it, on the feed's football outrights (冠军盘), until the outright closes. When the
 * feed settles the outright, each right vote pays the promotion's reward as a bonus grant with its
 * wagering; a cancelled outright voids its votes. Shares are whole percents that add up to 100.
 */

export const voteCompetitionState = z.enum(['open', 'closed', 'settled', 'void']);
export const voteState = z.enum(['open', 'won', 'lost', 'void']);

export const voteTeamView = z.object({
  /** The outright's outcome key (the team's feed reference): what `cast` takes. */
  key: z.string(),
  name: z.string(),
  votes: z.number().int(),
  /** Whole percent of the competition's votes; the teams' add up to 100 (0 each when nobody voted). */
  percent: z.number().int(),
});

export const voteCompetitionView = z.object({
  id: z.number().int(),
  league: z.string(),
  /** Votes are taken until then (the outright's close). */
  closesAt: z.string(),
  /** `closed`: past its close, waiting for the feed's result. */
  state: voteCompetitionState,
  /** The champion's key once settled. */
  winner: z.string().nullable(),
  votes: z.number().int(),
  teams: z.array(voteTeamView),
  mine: z
    .object({
      outcome: z.string(),
      state: voteState,
      /** What a right vote pays (fixed when cast). */
      reward: z.string(),
      payout: z.string(),
      grantId: z.number().int().nullable(),
    })
    .nullable(),
});
export type VoteCompetitionView = z.infer<typeof voteCompetitionView>;

export const voteInfo = z.object({
  reason: z.enum(['notLoggedIn', 'noOffer', 'blacklisted', 'rgBlocked']).nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  rules: z.object({ reward: z.string(), multiplier: z.number().int(), validDays: z.number().int() }).nullable(),
  /** Open competitions first (soonest close first), then those closed lately. */
  competitions: z.array(voteCompetitionView),
});
export type VoteInfo = z.infer<typeof voteInfo>;

export const voteCastRequest = z.object({
  competitionId: entityId,
  outcome: z.string().min(1, '请选择一支球队').max(64, '请选择一支球队'),
});
export const voteCastResult = z.object({ competition: voteCompetitionView });
export type VoteCastResult = z.infer<typeof voteCastResult>;

/** The back office: every vote cast, newest first, optionally of one competition. */
export const voteAdminLogRequest = z.object({
  page: pageNumber,
  pageSize: pageSizeOf(100, 20),
  competitionId: entityId.optional(),
});
export const voteAdminLogResponse = z.object({
  /** Every competition opened (newest close first, at most 50) with its per-team counts. */
  competitions: z.array(voteCompetitionView.omit({ mine: true }).extend({ won: z.number().int(), paid: z.string() })),
  items: z.array(
    z.object({
      id: z.number().int(),
      competitionId: z.number().int(),
      league: z.string(),
      memberId: z.number().int(),
      memberName: z.string(),
      outcome: z.string(),
      team: z.string(),
      state: voteState,
      reward: z.string(),
      payout: z.string(),
      grantId: z.number().int().nullable(),
      at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VoteAdminLog = z.infer<typeof voteAdminLogResponse>;

const VOTE = '/api/site/group/activity/vote';

export const voteRoutes = {
  info: route({
    method: 'GET',
    path: `${VOTE}/v1/info`,
    summary: '冠军投票：各赛事球队、票数与占比、我的投票',
    request: z.object({}),
    response: voteInfo,
  }),
  cast: route({
    method: 'POST',
    path: `${VOTE}/v1/cast`,
    summary: '冠军投票：为一项赛事投出一票（每项赛事一票，重复同一选择返回同一票）',
    request: voteCastRequest,
    response: voteCastResult,
  }),
} as const;
