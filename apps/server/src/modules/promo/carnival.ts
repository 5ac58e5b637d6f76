import type { CarnivalHub } from '@courtside/contract';
import type { AuthContext } from '../../platform/auth';
import type { BarrierService } from './barrier';
import type { ExchangeService } from './exchange';
import type { InviteService } from './invite';
import type { LotteryService } from './lottery';
import type { QuizService } from './quiz';
import type { VoteService } from './vote';
import type { WheelService } from './wheel';

/**
 * 狂欢节: the running activities with the member's state, read from each activity's own service so the
 * hub says what the activity's page says. Reading the quiz asks the questions of new matches, as
 * opening its page does.
 */
export class CarnivalService {
  constructor(
    private readonly deps: {
      wheel: WheelService;
      quiz: QuizService;
      lottery: LotteryService;
      barrier: BarrierService;
      vote: VoteService;
      invites: InviteService;
      exchange: ExchangeService;
    },
  ) {}

  async hub(siteId: number, auth: AuthContext | null): Promise<CarnivalHub> {
    const [wheel, quiz, lottery, barrier, vote, invite, exchange] = await Promise.all([
      this.deps.wheel.info(siteId, auth),
      this.deps.quiz.info(siteId, auth),
      this.deps.lottery.info(siteId, auth),
      this.deps.barrier.info(siteId, auth),
      this.deps.vote.info(siteId, auth),
      this.deps.invites.info(siteId, auth),
      this.deps.exchange.catalogue(siteId, auth),
    ]);
    const openQuestions = quiz.questions.filter((q) => q.state === 'open');
    const openCompetitions = vote.competitions.filter((c) => c.state === 'open');
    const inStock = exchange.items.filter((item) => item.reason !== 'soldOut');
    return {
      wheel:
        wheel.reason === 'noOffer' || !wheel.rules
          ? null
          : {
              title: wheel.title ?? '',
              earned: wheel.chances.earned,
              left: wheel.chances.left,
              turnoverPerChance: wheel.rules.turnoverPerChance,
              blocked: wheel.reason === 'notLoggedIn' ? null : wheel.reason,
            },
      quiz:
        quiz.reason === 'noOffer'
          ? null
          : {
              title: quiz.title ?? '',
              open: openQuestions.length,
              answered: openQuestions.filter((q) => q.mine).length,
              buffCardsLeft: quiz.buffCardsLeft,
            },
      lottery:
        lottery.reason === 'noOffer'
          ? null
          : {
              title: lottery.title ?? '',
              current: lottery.current && {
                issue: lottery.current.issue,
                matches: lottery.current.matches.length,
                closesAt: lottery.current.closesAt,
                entered: lottery.current.mine !== null,
              },
            },
      barrier:
        barrier.reason === 'noOffer'
          ? null
          : {
              title: barrier.title ?? '',
              stages: barrier.stages.length,
              cleared: barrier.stages.filter((s) => s.state !== 'locked').length,
              claimable: barrier.stages.filter((s) => s.state === 'claimable').length,
              turnover: barrier.turnover,
            },
      vote:
        vote.reason === 'noOffer'
          ? null
          : {
              title: vote.title ?? '',
              open: openCompetitions.length,
              voted: openCompetitions.filter((c) => c.mine).length,
            },
      invite:
        invite.reason === 'noOffer'
          ? null
          : {
              title: invite.title ?? '',
              invitees: invite.totals.invitees,
              rewarded: invite.totals.rewarded,
              rewardTotal: invite.totals.rewardTotal,
            },
      exchange:
        inStock.length === 0
          ? null
          : {
              points: exchange.balance,
              items: inStock.length,
              affordable: inStock.filter((item) => item.reason === null).length,
            },
    };
  }
}
