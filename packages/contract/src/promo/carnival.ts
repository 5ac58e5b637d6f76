import { z } from 'zod';
import { route } from '../route';

/**
 * 狂欢节 (issue 31, the spec's carnivalactivity pages): the hub of the activities running on the site,
 * each with the member's own state now. An activity the operator paused or ended is null and not
 * shown; a visitor sees the running ones with zeros and is asked to log in.
 */
export const carnivalHub = z.object({
  /** 幸运转盘: today's spins earned and left, and whether something other than chances stops a spin. */
  wheel: z
    .object({
      title: z.string(),
      earned: z.number().int(),
      left: z.number().int(),
      turnoverPerChance: z.string(),
      blocked: z.enum(['blacklisted', 'rgBlocked', 'budgetSpent']).nullable(),
    })
    .nullable(),
  /** 赛事竞猜: questions taking answers now, how many of them the member answered, buff cards left. */
  quiz: z
    .object({
      title: z.string(),
      open: z.number().int(),
      answered: z.number().int(),
      buffCardsLeft: z.number().int(),
    })
    .nullable(),
  /** 足球彩票: the card taking entries (null between cards) and whether the member entered it. */
  lottery: z
    .object({
      title: z.string(),
      current: z
        .object({ issue: z.number().int(), matches: z.number().int(), closesAt: z.string(), entered: z.boolean() })
        .nullable(),
    })
    .nullable(),
  /** 闯关: today's stages, how many the member cleared and how many wait to be claimed. */
  barrier: z
    .object({
      title: z.string(),
      stages: z.number().int(),
      cleared: z.number().int(),
      claimable: z.number().int(),
      turnover: z.string(),
    })
    .nullable(),
  /** 冠军投票: competitions taking votes now and in how many of them the member voted. */
  vote: z
    .object({
      title: z.string(),
      open: z.number().int(),
      voted: z.number().int(),
    })
    .nullable(),
  /** 邀请好友: the member's invitees and what they earned the member. */
  invite: z
    .object({
      title: z.string(),
      invitees: z.number().int(),
      rewarded: z.number().int(),
      rewardTotal: z.string(),
    })
    .nullable(),
  /** 积分兑换: the member's points, the items in stock and how many of them the points reach. */
  exchange: z
    .object({
      points: z.number().int(),
      items: z.number().int(),
      affordable: z.number().int(),
    })
    .nullable(),
});
export type CarnivalHub = z.infer<typeof carnivalHub>;

const CARNIVAL = '/api/site/group/activity/carnival';

export const carnivalRoutes = {
  hub: route({
    method: 'POST',
    path: `${CARNIVAL}/v1/hub`,
    summary: '狂欢节：进行中的活动与我的进度',
    request: z.object({}),
    response: carnivalHub,
  }),
} as const;
