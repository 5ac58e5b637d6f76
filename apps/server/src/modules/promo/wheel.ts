import { randomBytes } from 'node:crypto';
import type { WheelDrawView, WheelInfo, WheelSeedResult, WheelSpinResult, WheelTerms } from '@courtside/contract';
import { businessDate, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { seedCommitment } from '@courtside/domain/casino';
import { budgetCovers, disclosedPercents, fairDrawIndex, wheelChances } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import type { RgService } from '../rg';
import { runningPromotion } from './running';
import type { PromoService } from './service';
import * as store from './store';
import * as wheels from './wheel-store';

/** The promotion the wheel's prizes are given from. */
export const WHEEL_CODE = 'lucky-wheel';

const newServerSeed = (): string => randomBytes(32).toString('hex');
/** A first client seed the member never chose: 16 hex digits, changeable at any time. */
const newClientSeed = (): string => randomBytes(8).toString('hex');

interface Wheel {
  promotion: store.PromotionRow;
  wheel: WheelTerms;
  weights: number[];
  /** The biggest bonus a drawable segment pays (minor units), 0n when none pays bonus. */
  biggest: bigint;
  dailyBudget: bigint | null;
  multiplier: number;
  validDays: number;
}

const drawViewOf = (draw: wheels.WheelDrawRow, seed: wheels.WheelSeedRow): WheelDrawView => ({
  id: draw.id,
  day: draw.day,
  at: draw.at.toISOString(),
  index: draw.segment,
  label: draw.label,
  prize: draw.prize as WheelDrawView['prize'],
  amount: fromMinorUnits(draw.amount),
  points: Number(draw.points),
  grantId: draw.grantId,
  weights: draw.weights,
  serverSeedHash: seed.serverSeedHash,
  // The seed stays secret while the pair is live: shown, anyone could compute the next spins.
  serverSeed: seed.retiredAt ? seed.serverSeed : null,
  clientSeed: seed.clientSeed,
  nonce: draw.nonce,
});

/**
 * 幸运转盘 (issue 31): spins earned from the day's valid turnover and from signing in, each drawn
 * provably fairly on the member's own seed pair from a table whose chances the page shows, and paid
 * in the same transaction as the draw: a bonus grant with the promotion's wagering, or points. A
 * wheel whose budget (the campaign's, or the day's) can no longer pay its biggest prize stops; it
 * never swaps a drawn prize for a smaller one.
 */
export class WheelService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; promo: PromoService; rg: RgService; account: AccountService },
  ) {}

  private async wheel(db: Executor, siteId: number): Promise<Wheel | null> {
    const running = await runningPromotion(db, siteId, WHEEL_CODE, 'wheel');
    if (!running) return null;
    const { promotion, terms } = running;
    if (!terms.wheel) return null;
    const wheel = terms.wheel;
    const bonuses = wheel.segments
      .filter((s) => s.prize === 'bonus' && s.weight > 0)
      .map((s) => toMinorUnits(s.amount));
    return {
      promotion,
      wheel,
      weights: wheel.segments.map((s) => s.weight),
      biggest: bonuses.reduce((max, a) => (a > max ? a : max), 0n),
      dailyBudget: wheel.dailyBudget === null ? null : toMinorUnits(wheel.dailyBudget),
      multiplier: terms.multiplier,
      validDays: terms.validDays,
    };
  }

  private chanceRule(w: Wheel) {
    return {
      turnoverPerChance: toMinorUnits(w.wheel.turnoverPerChance),
      signInChances: w.wheel.signInChances,
      dailyMax: w.wheel.dailyChancesMax,
    };
  }

  /** Whether the campaign's and the day's budgets can still pay the biggest prize. */
  private async budgetLeft(db: Executor, w: Wheel, day: string): Promise<boolean> {
    if (w.biggest === 0n) return true;
    const campaign = w.promotion.budget === null ? null : w.promotion.budget - w.promotion.budgetUsed;
    const daily = w.dailyBudget === null ? null : w.dailyBudget - (await wheels.paidOn(db, w.promotion.id, day));
    return budgetCovers(campaign, [w.biggest]) && budgetCovers(daily, [w.biggest]);
  }

  private async day(db: Executor, memberId: number, day: string) {
    const [turnover, signIn, used] = await Promise.all([
      store.turnoverBetween(db, memberId, day, day),
      store.findSignIn(db, memberId, day),
      wheels.drawsOn(db, memberId, day),
    ]);
    return { turnover, signedIn: signIn !== null, used };
  }

  /** The wheel, its chances and rules, and for a member today's spins and the live seed pair. */
  async info(siteId: number, auth: AuthContext | null): Promise<WheelInfo> {
    const { db } = this.deps;
    const today = businessDate(this.deps.clock.now().getTime());
    const w = await this.wheel(db, siteId);
    const none = {
      day: today,
      turnover: '0.00',
      signedIn: false,
      fromTurnover: 0,
      fromSignIn: 0,
      earned: 0,
      used: 0,
      left: 0,
    };
    if (!w)
      return { reason: 'noOffer', title: null, summary: null, segments: [], rules: null, chances: none, seed: null };
    const chances = disclosedPercents(w.weights);
    const base = {
      title: w.promotion.title,
      summary: w.promotion.summary,
      segments: w.wheel.segments.map((s, index) => ({
        index,
        label: s.label,
        prize: s.prize,
        amount: s.amount,
        points: s.points,
        weight: s.weight,
        chance: chances[index] ?? '0.00',
      })),
      rules: {
        turnoverPerChance: w.wheel.turnoverPerChance,
        signInChances: w.wheel.signInChances,
        dailyChancesMax: w.wheel.dailyChancesMax,
        multiplier: w.multiplier,
        validDays: w.validDays,
      },
    };
    if (!auth) return { ...base, reason: 'notLoggedIn', chances: none, seed: null };
    const [facts, seed, blacklisted, rg, budget] = await Promise.all([
      this.day(db, auth.memberId, today),
      wheels.liveSeed(db, auth.memberId),
      store.isBlacklisted(db, siteId, auth.memberId),
      this.deps.rg.promoState(auth.memberId),
      this.budgetLeft(db, w, today),
    ]);
    const count = wheelChances(this.chanceRule(w), facts);
    return {
      ...base,
      reason: blacklisted ? 'blacklisted' : rg !== 'none' ? 'rgBlocked' : budget ? null : 'budgetSpent',
      chances: { day: today, turnover: fromMinorUnits(facts.turnover), signedIn: facts.signedIn, ...count },
      // A member who never spun sees the pair their first spin will make: committed before it.
      seed: seed
        ? { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce }
        : await this.deps.db.transaction(async (tx) => {
            const made = await this.lockSeed(tx, auth);
            return { serverSeedHash: made.serverSeedHash, clientSeed: made.clientSeed, nonce: made.nextNonce };
          }),
    };
  }

  private lockSeed(tx: Executor, auth: AuthContext) {
    const serverSeed = newServerSeed();
    return wheels.lockLiveSeed(tx, {
      siteId: auth.siteId,
      memberId: auth.memberId,
      serverSeed,
      serverSeedHash: seedCommitment(serverSeed),
      clientSeed: newClientSeed(),
      createdAt: this.deps.clock.now(),
    });
  }

  /**
   * One spin: under the lock of the member's live seed pair, the request is looked up (a repeat gets
   * the same answer), the day's chances counted from their facts, the segment drawn, the draw written
   * and its prize given, all in one transaction. Refused spins change nothing.
   */
  async spin(auth: AuthContext, requestId: string): Promise<WheelSpinResult> {
    const { db } = this.deps;
    const outcome = await db.transaction(async (tx) => {
      const w = await this.wheel(tx, auth.siteId);
      if (!w) throw new DomainError('promoNotFound');
      const seed = await this.lockSeed(tx, auth);
      const earlier = await wheels.findDrawByRequest(tx, auth.memberId, requestId);
      const now = this.deps.clock.now();
      const today = businessDate(now.getTime());
      if (earlier) {
        const seedOf = earlier.seedId === seed.id ? seed : await this.seedById(tx, auth.memberId, earlier.seedId);
        const left = wheelChances(this.chanceRule(w), await this.day(tx, auth.memberId, today)).left;
        return { draw: drawViewOf(earlier, seedOf), chancesLeft: left };
      }
      if (await store.isBlacklisted(tx, auth.siteId, auth.memberId)) throw new DomainError('promoNoAccess');
      if ((await this.deps.rg.promoState(auth.memberId, tx)) !== 'none') throw new DomainError('promoRgBlocked');
      const chances = wheelChances(this.chanceRule(w), await this.day(tx, auth.memberId, today));
      if (chances.left < 1) throw new DomainError('wheelNoChances');
      if (!(await this.budgetLeft(tx, w, today))) throw new DomainError('wheelBudgetSpent');

      const nonce = seed.nextNonce;
      const index = fairDrawIndex({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }, w.weights);
      const segment = w.wheel.segments[index]!;
      const amount = segment.prize === 'bonus' ? toMinorUnits(segment.amount) : 0n;
      const reference = `${seed.id}:${nonce}`;
      let grantId: number | null = null;
      if (amount > 0n) {
        if (
          w.dailyBudget !== null &&
          !(await wheels.payFromDay(tx, {
            promotionId: w.promotion.id,
            day: today,
            amount,
            budget: w.dailyBudget,
            biggest: w.biggest,
          }))
        )
          throw new DomainError('wheelBudgetSpent');
        const grant = await this.deps.promo.giveByRule(tx, {
          siteId: auth.siteId,
          memberId: auth.memberId,
          code: WHEEL_CODE,
          source: 'wheel',
          reference,
          amount,
        });
        // The campaign's budget ran out between the check and the grant (a concurrent spin took it).
        if (!grant) throw new DomainError('wheelBudgetSpent');
        grantId = grant.id;
      }
      if (segment.prize === 'points') await this.givePoints(tx, auth, reference, BigInt(segment.points), now);
      await wheels.advanceNonce(tx, seed.id);
      const draw = await wheels.insertDraw(tx, {
        siteId: auth.siteId,
        memberId: auth.memberId,
        promotionId: w.promotion.id,
        requestId,
        day: today,
        seedId: seed.id,
        nonce,
        segment: index,
        label: segment.label,
        prize: segment.prize,
        amount,
        points: segment.prize === 'points' ? BigInt(segment.points) : 0n,
        weights: w.weights,
        grantId,
        at: now,
      });
      return { draw: drawViewOf(draw, seed), chancesLeft: chances.left - 1 };
    });
    return outcome;
  }

  private async seedById(db: Executor, memberId: number, id: number): Promise<wheels.WheelSeedRow> {
    const seed = await wheels.seedOf(db, memberId, id);
    if (!seed) throw new DomainError('notFound');
    return seed;
  }

  private async givePoints(tx: Executor, auth: AuthContext, reference: string, points: bigint, at: Date) {
    const balance = await store.lockPoints(tx, auth.siteId, auth.memberId, at);
    await store.addPointEntry(tx, {
      siteId: auth.siteId,
      memberId: auth.memberId,
      source: 'wheel',
      reference,
      kind: 'draw',
      points,
      turnover: 0n,
      balanceAfter: balance.balance + points,
      at,
    });
  }

  /** Retires the live pair (its server seed becomes public) and starts a new one with the member's client seed. */
  async changeSeed(auth: AuthContext, clientSeed: string): Promise<WheelSeedResult> {
    return this.deps.db.transaction(async (tx) => {
      const live = await this.lockSeed(tx, auth);
      if (live.clientSeed === clientSeed) throw new DomainError('wheelSeedUnchanged');
      const now = this.deps.clock.now();
      await wheels.retireSeed(tx, live.id, now);
      const serverSeed = newServerSeed();
      const next = await wheels.insertSeed(tx, {
        siteId: auth.siteId,
        memberId: auth.memberId,
        serverSeed,
        serverSeedHash: seedCommitment(serverSeed),
        clientSeed,
        createdAt: now,
      });
      return {
        revealed: {
          serverSeed: live.serverSeed,
          serverSeedHash: live.serverSeedHash,
          clientSeed: live.clientSeed,
          draws: live.nextNonce,
        },
        seed: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nextNonce },
      };
    });
  }

  async draws(auth: AuthContext, query: { page: number; pageSize: number }) {
    const { rows, total } = await wheels.memberDraws(this.deps.db, auth.memberId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map((r) => drawViewOf(r.draw, r.seed)), total, page: query.page, pageSize: query.pageSize };
  }

  /** The operator's draw log, with the filter's totals. */
  async adminDraws(
    siteId: number,
    query: { page: number; pageSize: number; memberId?: number | undefined; day?: string | undefined },
  ) {
    const filter = {
      ...(query.memberId === undefined ? {} : { memberId: query.memberId }),
      ...(query.day === undefined ? {} : { day: query.day }),
    };
    const found = await wheels.siteDraws(this.deps.db, siteId, filter, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const names = await this.deps.account.memberNames(found.rows.map((r) => r.draw.memberId));
    return {
      items: found.rows.map((r) => ({
        ...drawViewOf(r.draw, r.seed),
        memberId: r.draw.memberId,
        memberName: names.get(r.draw.memberId) ?? '',
      })),
      total: found.total,
      page: query.page,
      pageSize: query.pageSize,
      totals: { draws: found.total, bonus: fromMinorUnits(found.bonus), points: Number(found.points) },
    };
  }
}
