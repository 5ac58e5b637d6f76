import {
  type AnchorEarnings,
  type BuyCoinsResult,
  type CalibrateResult,
  type CoinBalance,
  Errors,
  type GiftRoom,
  type GiftView,
  type RankPeriod,
  type RankResponse,
  type RewardRecord,
  type RewardResult,
} from '@courtside/contract';
import {
  coinCostMinor,
  formatPercentBp,
  fromMinorUnits,
  maskNick,
  parsePercentBp,
  rankPeriodStart,
  splitGiftValue,
  toMinorUnits,
} from '@courtside/domain';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { AccountService } from '../account';
import type { FeedService } from '../feed';
import type { LiveService } from '../live';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { Ledger, MoveRequest } from '../wallet';
import { GIFT_KINDS, giftAccounts, roomKeyOf } from './accounts';
import { giftEvents } from './events';
import * as store from './store';

/** Site parameters the operator sets: one coin's price in the site's currency, the anchor's percent. */
export const COIN_PRICE_PARAM = 'gift_coin_price';
export const ANCHOR_SHARE_PARAM = 'gift_anchor_share';
/** The site-wide gift switch the spec's site parameters already carry ("1" on). */
const SITE_GIFTS_PARAM = 'gift_enabled';
/** Until the operator sets a share, the anchor keeps half of a gift's value. */
const DEFAULT_ANCHOR_SHARE_BP = 5_000;

type Currency = 'RMB' | 'USDT';

const roomOfKey = (key: string): GiftRoom => {
  const [roomType, id] = key.split(':');
  return { roomType: roomType === 'match' ? 'match' : 'anchor', roomId: Number(id) };
};

export const giftViewOf = (row: store.GiftRow): GiftView => ({
  giftId: row.id,
  giftCode: row.code,
  giftType: row.type === 2 ? 2 : 1,
  giftPrice: row.price,
  giftName: row.name,
  giftIcon: row.icon,
  giftIconWeb: row.iconWeb,
  status: row.status === 1 ? 1 : 0,
});

const isInsufficient = (error: unknown): boolean =>
  error instanceof DomainError && error.spec === Errors.insufficientFunds;

/**
 * Gold coins and gifts (DESIGN.md section 14). Coins are the ledger currency COIN, bought from the
 * centre wallet at the operator's price; a gift sent in a room moves its value in coins from the
 * member to the room's anchor and the house, split by the operator's share, in one transaction that
 * also writes the send's row and its `gift.sent` event. Each is idempotent by the member's requestId.
 */
export class GiftService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      outbox: Outbox;
      ledger: Ledger;
      site: SiteService;
      account: AccountService;
      live: LiveService;
      feed: FeedService;
      /** Safer gambling: a coin purchase is spend, counted once when bought (gifts from coins are not). */
      rg: RgService;
      /** Whether the room's chat settings let gifts through (its administrator's switch). */
      chatTakesGifts: (siteId: number, room: GiftRoom) => Promise<boolean>;
    },
  ) {}

  private async currency(siteId: number): Promise<Currency> {
    return (await this.deps.site.info(siteId)).settlementUnit === 'usdt' ? 'USDT' : 'RMB';
  }

  private async settings(siteId: number): Promise<{ coinPriceMinor: bigint | null; anchorShareBp: number }> {
    const params = await this.deps.site.paramValues(siteId, [COIN_PRICE_PARAM, ANCHOR_SHARE_PARAM]);
    const priceText = params[COIN_PRICE_PARAM];
    const price = priceText && /^\d{1,4}(\.\d{1,2})?$/.test(priceText) ? toMinorUnits(priceText) : null;
    return {
      coinPriceMinor: price !== null && price > 0n ? price : null,
      anchorShareBp: parsePercentBp(params[ANCHOR_SHARE_PARAM]) ?? DEFAULT_ANCHOR_SHARE_BP,
    };
  }

  /** The anchor a room credits (null in a match room); an unknown room is refused. */
  private async roomRecipient(siteId: number, room: GiftRoom): Promise<{ anchorId: number | null } | null> {
    if (room.roomType === 'anchor') {
      const anchor = await this.deps.live.roomAnchor(siteId, room.roomId);
      return anchor ? { anchorId: anchor.anchorId } : null;
    }
    const [match] = await this.deps.feed.summaries([room.roomId]);
    return match ? { anchorId: null } : null;
  }

  /** Gold-coin sales over [from, to), per currency: gifts' revenue, reported apart from GGR. */
  coinSales(siteId: number, span: { from: Date; to: Date }) {
    return store.coinSales(this.deps.db, { siteId, ...span });
  }

  /** Gifts sent in these anchor rooms over [from, to), per room id (the dashboard's 直播间). */
  async anchorRoomTakings(siteId: number, roomIds: readonly number[], span: { from: Date; to: Date }) {
    const keys = roomIds.map((roomId) => roomKeyOf({ roomType: 'anchor', roomId }));
    const byKey = await store.roomTakings(this.deps.db, { siteId, roomKeys: keys, ...span });
    const none = { sends: 0, coins: 0n, houseCoins: 0n };
    return new Map(roomIds.map((roomId, i) => [roomId, byKey.get(keys[i]!) ?? none]));
  }

  /** Gifts these anchors received, all time (the desk's anchor list). */
  anchorTotals(siteId: number, anchorIds: readonly number[]) {
    return store.anchorTotals(this.deps.db, siteId, anchorIds);
  }

  async catalogue(siteId: number, withWithdrawn = false): Promise<GiftView[]> {
    return (await store.listGifts(this.deps.db, siteId, !withWithdrawn)).map(giftViewOf);
  }

  /** Whether the member may send gifts in this room: the site and the room take gifts, and they are not blocked. */
  async calibrate(member: AuthContext | null, room: GiftRoom): Promise<CalibrateResult> {
    return (await this.permission(member, room)).result;
  }

  /** The permission with the room's recipient, which a send needs next. */
  private async permission(
    member: AuthContext | null,
    room: GiftRoom,
  ): Promise<{ result: CalibrateResult; recipient: { anchorId: number | null } | null }> {
    if (!member) return { result: { canSend: false, reason: 'notLoggedIn' }, recipient: null };
    const siteId = member.siteId;
    const recipient = await this.roomRecipient(siteId, room);
    if (!recipient) return { result: { canSend: false, reason: 'roomNotFound' }, recipient };
    const key = roomKeyOf(room);
    const [siteParams, roomOn, chatOn, blocked] = await Promise.all([
      this.deps.site.paramValues(siteId, [SITE_GIFTS_PARAM]),
      store.giftsEnabled(this.deps.db, siteId, key),
      this.deps.chatTakesGifts(siteId, room),
      store.isBlocked(this.deps.db, siteId, key, member.memberId),
    ]);
    if (siteParams[SITE_GIFTS_PARAM] === '0' || !roomOn || !chatOn) {
      return { result: { canSend: false, reason: 'giftsOff' }, recipient };
    }
    if (blocked) return { result: { canSend: false, reason: 'blocked' }, recipient };
    return { result: { canSend: true, reason: null }, recipient };
  }

  async coinBalance(member: AuthContext): Promise<CoinBalance> {
    const currency = await this.currency(member.siteId);
    const [coins, centre, settings] = await Promise.all([
      this.deps.ledger.balanceOf(giftAccounts.coins(member.siteId, member.memberId)),
      this.deps.ledger.balanceOf(giftAccounts.centre(member.siteId, member.memberId, currency)),
      this.settings(member.siteId),
    ]);
    return {
      coins: coins.available.toString(),
      coinPrice: settings.coinPriceMinor === null ? null : fromMinorUnits(settings.coinPriceMinor),
      currency,
      centreAvailable: fromMinorUnits(centre.available),
    };
  }

  /**
   * Buys coins from the centre wallet: the money to the house's coin sales, the coins from the
   * house's issue to the member, both in one transaction with the purchase row that makes a
   * repeated requestId buy once.
   */
  async buyCoins(member: AuthContext, input: { coins: number; requestId: string }): Promise<BuyCoinsResult> {
    const { siteId, memberId } = member;
    const [currency, settings] = await Promise.all([this.currency(siteId), this.settings(siteId)]);
    if (settings.coinPriceMinor === null) throw new DomainError('coinsUnavailable');
    const coins = BigInt(input.coins);
    const cost = coinCostMinor(coins, settings.coinPriceMinor);
    const centre = giftAccounts.centre(siteId, memberId, currency);
    const coinAccount = giftAccounts.coins(siteId, memberId);
    const key = `member:${memberId}:coinBuy:${input.requestId}`;
    const outcome = await this.deps.db.transaction(async (tx) => {
      const made = await store.claimPurchase(tx, {
        siteId,
        memberId,
        requestId: input.requestId,
        coins,
        currency,
        costMinor: cost,
      });
      if (!made) {
        const earlier = await store.findPurchase(tx, memberId, input.requestId);
        if (!earlier || earlier.coins !== coins) throw new DomainError('idempotencyConflict');
        return { cost: earlier.costMinor, replayed: true };
      }
      await this.deps.rg.count(tx, member, 'spend', cost, { check: true });
      const moves: MoveRequest[] = [
        {
          debit: centre,
          credit: giftAccounts.house(siteId, 'coinSales', memberId, currency),
          amount: cost,
          kind: 'coinBuy',
          reference: `coinBuy:${made.id}`,
          idempotencyKey: `${key}:pay`,
          memberId,
        },
        {
          debit: giftAccounts.house(siteId, 'coinIssue', memberId, 'COIN'),
          credit: coinAccount,
          amount: coins,
          kind: 'coinBuy',
          reference: `coinBuy:${made.id}`,
          idempotencyKey: `${key}:coins`,
          memberId,
        },
      ];
      try {
        await this.deps.ledger.moveManyWithin(tx, moves);
      } catch (error) {
        if (isInsufficient(error)) throw new DomainError('insufficientFunds', { msg: '中心钱包余额不足，请先存款' });
        throw error;
      }
      return { cost, replayed: false };
    });
    if (!outcome.replayed) this.deps.ledger.announce([{ ...centre }]);
    const balance = await this.coinBalance(member);
    return {
      coins: input.coins,
      cost: fromMinorUnits(outcome.cost),
      coinBalance: balance.coins,
      centreAvailable: balance.centreAvailable,
      replayed: outcome.replayed,
    };
  }

  /**
   * Sends a gift (anchorReward): the gift's value in coins leaves the member in two movements, the
   * anchor's share and the house's (all of it in a match room, which has no anchor), inside the
   * transaction that writes the send row and the `gift.sent` event. Coins short: nothing moves.
   */
  async reward(
    member: AuthContext,
    input: GiftRoom & { giftId: number; count: number; combo: number; requestId: string },
  ): Promise<RewardResult> {
    const { siteId, memberId } = member;
    const room: GiftRoom = { roomType: input.roomType, roomId: input.roomId };
    const gift = await store.findGift(this.deps.db, siteId, input.giftId);
    if (!gift) throw new DomainError('notFound', { msg: '礼物不存在' });
    if (gift.status !== 1) throw new DomainError('giftUnavailable');
    const { result: permission, recipient } = await this.permission(member, room);
    if (!permission.canSend || !recipient) {
      if (permission.reason === 'roomNotFound') throw new DomainError('notFound', { msg: '直播间不存在' });
      throw new DomainError(permission.reason === 'blocked' ? 'giftBlocked' : 'giftsOff');
    }
    const [settings, badge] = await Promise.all([this.settings(siteId), this.deps.account.member(memberId)]);
    const amount = BigInt(gift.price) * BigInt(input.count);
    const split = splitGiftValue(amount, recipient.anchorId === null ? 0 : settings.anchorShareBp);
    const roomKey = roomKeyOf(room);
    const coinAccount = giftAccounts.coins(siteId, memberId);
    const now = this.deps.clock.now();
    const key = `member:${memberId}:gift:${input.requestId}`;
    const sent = await this.deps.db.transaction(async (tx) => {
      const made = await store.claimSend(tx, {
        siteId,
        memberId,
        requestId: input.requestId,
        roomKey,
        anchorId: recipient.anchorId,
        giftId: gift.id,
        count: input.count,
        combo: input.combo,
        amount,
        anchorAmount: split.anchor,
        houseAmount: split.house,
        createdAt: now,
      });
      if (!made) {
        const earlier = await store.findSend(tx, memberId, input.requestId);
        if (!earlier || earlier.roomKey !== roomKey || earlier.giftId !== gift.id || earlier.count !== input.count) {
          throw new DomainError('idempotencyConflict');
        }
        return { row: earlier, replayed: true };
      }
      const moves: MoveRequest[] = [];
      if (split.anchor > 0n && recipient.anchorId !== null) {
        moves.push({
          debit: coinAccount,
          credit: giftAccounts.anchor(siteId, recipient.anchorId),
          amount: split.anchor,
          kind: GIFT_KINDS[0],
          reference: roomKey,
          idempotencyKey: `${key}:anchor`,
          memberId,
          detail: { sendId: made.id, giftId: gift.id, count: input.count },
        });
      }
      if (split.house > 0n) {
        moves.push({
          debit: coinAccount,
          credit: giftAccounts.house(siteId, 'giftRevenue', memberId, 'COIN'),
          amount: split.house,
          kind: GIFT_KINDS[1],
          reference: roomKey,
          idempotencyKey: `${key}:house`,
          memberId,
          detail: { sendId: made.id, giftId: gift.id, count: input.count },
        });
      }
      try {
        await this.deps.ledger.moveManyWithin(tx, moves);
      } catch (error) {
        // Thrown inside the transaction: the send row goes with it, so a later retry may send.
        if (isInsufficient(error)) throw new DomainError('coinsShort');
        throw error;
      }
      await this.deps.outbox.add(tx, giftEvents.sent, {
        siteId,
        recordId: made.id,
        room,
        memberId,
        nick: badge.nickname,
        level: badge.vipLevel,
        gift: {
          giftId: gift.id,
          giftCode: gift.code,
          giftName: gift.name,
          giftIcon: gift.icon,
          giftIconWeb: gift.iconWeb,
          giftType: gift.type === 2 ? 2 : 1,
        },
        count: input.count,
        combo: input.combo,
        amount: amount.toString(),
        at: now.toISOString(),
      });
      return { row: made, replayed: false };
    });
    const coins = await this.deps.ledger.balanceOf(coinAccount);
    return {
      recordId: sent.row.id,
      giftId: sent.row.giftId,
      count: sent.row.count,
      combo: sent.row.combo,
      amount: sent.row.amount.toString(),
      coinBalance: coins.available.toString(),
      replayed: sent.replayed,
    };
  }

  /** queryReward: the member's own sends, newest first (also the back office's 360 view). */
  async records(member: Pick<AuthContext, 'memberId'>, input: { page: number; pageSize: number }) {
    const { rows, total } = await store.memberSends(this.deps.db, member.memberId, {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    const nicks = await this.deps.live.anchorNicks(rows.flatMap((r) => (r.send.anchorId ? [r.send.anchorId] : [])));
    const items: RewardRecord[] = rows.map(({ send, gift }) => {
      const room = roomOfKey(send.roomKey);
      return {
        recordId: send.id,
        roomType: room.roomType,
        roomId: room.roomId,
        anchorNick: send.anchorId ? (nicks.get(send.anchorId) ?? null) : null,
        giftId: send.giftId,
        giftName: gift.name,
        giftIcon: gift.icon,
        count: send.count,
        amount: send.amount.toString(),
        createdAt: send.createdAt.toISOString(),
      };
    });
    return { items, total, page: input.page, pageSize: input.pageSize };
  }

  /** The room's givers over a period, from the ledger; others' nicks are masked. */
  async rank(
    member: AuthContext | null,
    input: GiftRoom & { period: RankPeriod; size: number },
  ): Promise<RankResponse> {
    const since = rankPeriodStart(input.period, this.deps.clock.now().getTime());
    const rows = await this.deps.ledger.totalsByMember({
      kinds: GIFT_KINDS,
      reference: roomKeyOf(input),
      since: since === null ? null : new Date(since),
      limit: input.size,
    });
    const badges = await this.deps.account.memberBadges(rows.flatMap((r) => (r.memberId ? [r.memberId] : [])));
    return {
      period: input.period,
      since: since === null ? null : new Date(since).toISOString(),
      items: rows.map((r, i) => {
        const badge = r.memberId ? badges.get(r.memberId) : undefined;
        const isMe = member !== null && r.memberId === member.memberId;
        const nick = badge?.nickname ?? '';
        return {
          rank: i + 1,
          nick: isMe ? nick : maskNick(nick),
          level: badge?.vipLevel ?? 0,
          amount: r.total.toString(),
          isMe,
        };
      }),
    };
  }

  /** What the anchors linked to this member account have earned in coins. */
  async anchorEarnings(member: AuthContext): Promise<AnchorEarnings> {
    const anchors = await this.deps.live.anchorsOfMember(member.siteId, member.memberId);
    const [balances, counts] = await Promise.all([
      Promise.all(anchors.map((a) => this.deps.ledger.balanceOf(giftAccounts.anchor(member.siteId, a.id)))),
      store.anchorSendCounts(
        this.deps.db,
        anchors.map((a) => a.id),
      ),
    ]);
    return {
      anchors: anchors.map((a, i) => ({
        anchorId: a.id,
        nick: a.nick,
        coins: balances[i]!.balance.toString(),
        gifts: counts.get(a.id) ?? 0,
      })),
    };
  }

  // The back office. Every change is audited with what it was before.

  async saveGift(
    actor: OperatorActor,
    siteId: number,
    input: { giftId: number; giftName: string; giftPrice: number; giftType: 1 | 2; status: 0 | 1 },
  ): Promise<GiftView> {
    return this.deps.db.transaction(async (tx) => {
      const before = await store.findGift(tx, siteId, input.giftId);
      if (!before) throw new DomainError('notFound', { msg: '礼物不存在' });
      const after = await store.updateGift(tx, siteId, input.giftId, {
        name: input.giftName,
        price: input.giftPrice,
        type: input.giftType,
        status: input.status,
        updatedAt: this.deps.clock.now(),
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'gift.save',
        detail: { siteId, before: giftViewOf(before), after: giftViewOf(after!) },
      });
      return giftViewOf(after!);
    });
  }

  async settingsView(siteId: number): Promise<{ coinPrice: string | null; anchorShare: string }> {
    const settings = await this.settings(siteId);
    return {
      coinPrice: settings.coinPriceMinor === null ? null : fromMinorUnits(settings.coinPriceMinor),
      anchorShare: formatPercentBp(settings.anchorShareBp),
    };
  }

  async saveSettings(actor: OperatorActor, siteId: number, input: { coinPrice: string; anchorShare: string }) {
    if (toMinorUnits(input.coinPrice) <= 0n) {
      throw new DomainError('invalidParameter', { msg: '金币价格必须大于0' });
    }
    const before = await this.settingsView(siteId);
    await this.deps.site.setParam(siteId, COIN_PRICE_PARAM, input.coinPrice);
    await this.deps.site.setParam(siteId, ANCHOR_SHARE_PARAM, input.anchorShare);
    const after = await this.settingsView(siteId);
    await insertAudit(this.deps.db, { actor: actor.name, action: 'gift.settings', detail: { siteId, before, after } });
    return after;
  }

  async saveRoom(actor: OperatorActor, siteId: number, input: GiftRoom & { giftsEnabled: boolean }) {
    const key = roomKeyOf(input);
    if (!(await this.roomRecipient(siteId, input))) throw new DomainError('notFound', { msg: '直播间不存在' });
    return this.deps.db.transaction(async (tx) => {
      const before = await store.roomState(tx, siteId, key);
      await store.setRoomGifts(tx, siteId, key, input.giftsEnabled);
      await insertAudit(tx, {
        actor: actor.name,
        action: 'gift.room',
        detail: { siteId, room: key, before: before.giftsEnabled, after: input.giftsEnabled },
      });
      return { ...input, ...(await store.roomState(tx, siteId, key)) };
    });
  }

  async block(actor: OperatorActor, siteId: number, input: GiftRoom & { memberId: number; blocked: boolean }) {
    const key = roomKeyOf(input);
    if (!(await this.roomRecipient(siteId, input))) throw new DomainError('notFound', { msg: '直播间不存在' });
    if (!(await this.deps.account.memberBadges([input.memberId])).has(input.memberId))
      throw new DomainError('notFound', { msg: '会员不存在' });
    return this.deps.db.transaction(async (tx) => {
      await store.setBlock(tx, siteId, key, input.memberId, input.blocked);
      await insertAudit(tx, {
        actor: actor.name,
        action: 'gift.block',
        detail: { siteId, room: key, memberId: input.memberId, blocked: input.blocked },
      });
      return { roomType: input.roomType, roomId: input.roomId, ...(await store.roomState(tx, siteId, key)) };
    });
  }
}
