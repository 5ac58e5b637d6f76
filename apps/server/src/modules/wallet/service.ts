import type { Balances, TransferResult, WalletCurrency } from '@courtside/contract';
import { fromMinorUnits, type LedgerCurrency, ledgerAmountText } from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { withinTime } from '../../platform/within-time';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { VenueMember, VenueRow } from '../venue';
import { type VenueService, summaryOf as venueSummaryOf } from '../venue';

import { type AccountKey, type Ledger, type MoveResult, OWED_KIND } from './ledger';
import * as store from './store';

/** The prefix of every cached balance read of a site's members; a change of its venues drops them. */
export const siteBalancesKey = (siteId: number): string => `wallet-balances:${siteId}:`;
/** The key of a member's cached balance read; a movement of their money drops it. */
export const balancesKey = (siteId: number, memberId: number): string => `${siteBalancesKey(siteId)}${memberId}:`;
/** How long a balance read may be served again when no movement has dropped it. */
const BALANCES_CACHED_MS = 3_000;

/** An outside venue's last reported balance older than this is asked for again when shown. */
const VENUE_BALANCE_FRESH_MS = 15_000;
/** How long a balance read waits for an outside venue it has never asked before. */
const VENUE_BALANCE_TIMEOUT_MS = 3_000;
/** One ask at a time per member, venue and currency on this node: readers share it. */
const venueAskKey = (member: VenueMember, venueCode: string) =>
  `${member.siteId}:${member.memberId}:${venueCode}:${member.currency}`;

/** A pending venue transfer older than this is asked about by the reconciliation job. */
export const RECONCILE_AFTER_MS = 30_000;
const DAY_MS = 24 * 60 * 60_000;
/** A pending transfer older than this is overdue in the back office's reconciliation view. */
export const PENDING_OVERDUE_MS = 60_000;
/** How many of a member's latest transfers the back office shows beside the accounts. */
const MEMBER_TRANSFERS_SHOWN = 50;
/**
 * Site parameter: '1' starts every new member with auto-transfer on, so the first game or bet they
 * open plays with the centre balance instead of an empty venue wallet (issue 27). The member can
 * still turn it off; members who registered before keep what they had.
 */
export const NEW_MEMBER_AUTO_TRANSFER_PARAM = 'new_member_auto_transfer';

type Direction = 'in' | 'out';

const money = (minor: bigint): string => fromMinorUnits(minor);

// The CHECK constraints hold currency and state to these values.
const transferViewOf = (t: store.TransferView) => ({
  id: t.id,
  kind: t.kind,
  state: t.state as 'posted' | 'pending' | 'voided',
  amount: ledgerAmountText(t.amount, t.currency as LedgerCurrency),
  currency: t.currency as LedgerCurrency,
  debitKind: t.debitKind,
  creditKind: t.creditKind,
  reference: t.reference,
  memberId: t.memberId,
  venueCode: t.venueCode,
  createdAt: t.createdAt.toISOString(),
});

/**
 * The member's centre and venue wallets. Every movement goes through the ledger. A house venue's
 * wallet is a ledger account, so a transfer is one posted movement; an outside venue is two-phase:
 * the amount is held as pending, the venue is asked, and the answer posts or voids the hold. A venue
 * that does not answer leaves the hold pending for the reconciliation job, never guessed.
 */
export class WalletService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      cache: ReadCache;
      ledger: Ledger;
      venues: VenueService;
      site: SiteService;
      /** Safer gambling: money into an outside venue is what the member can lose there (casino limits). */
      rg?: RgService;
    },
  ) {}

  async currencyOf(auth: AuthContext): Promise<WalletCurrency> {
    const chosen = (await store.findSettings(this.deps.db, auth.memberId))?.walletType;
    if (chosen === 'RMB' || chosen === 'USDT') return chosen;
    return this.siteCurrency(auth.siteId);
  }

  /** The currency of a member who has not chosen one: the site's settlement unit. */
  private async siteCurrency(siteId: number): Promise<WalletCurrency> {
    const site = await this.deps.site.info(siteId);
    return site.settlementUnit === 'usdt' ? 'USDT' : 'RMB';
  }

  private member(auth: AuthContext, currency: WalletCurrency): VenueMember {
    return { siteId: auth.siteId, memberId: auth.memberId, currency };
  }

  private centre(auth: AuthContext, currency: WalletCurrency): AccountKey {
    return { siteId: auth.siteId, memberId: auth.memberId, kind: 'centre', venueCode: '', currency };
  }

  /** Where a venue's side of a transfer is booked: the member's venue account, or the house float. */
  private venueSide(auth: AuthContext, venue: VenueRow, currency: WalletCurrency, house: boolean): AccountKey {
    return house
      ? { siteId: auth.siteId, memberId: auth.memberId, kind: 'venue', venueCode: venue.channelCode, currency }
      : { siteId: auth.siteId, memberId: null, kind: 'venueFloat', venueCode: venue.channelCode, currency };
  }

  /**
   * The member's wallets, served from a cache for a moment: every committed movement of their money
   * drops it on every node (the ledger's notice, see index.ts), so a read after a move is fresh and
   * the lifetime only bounds what a notice lost on the way could leave behind. So when it ends, readers
   * keep the last answer while one read refills it, instead of all waiting on that read.
   */
  balances(auth: AuthContext): Promise<Balances> {
    return this.deps.cache.getFor(
      balancesKey(auth.siteId, auth.memberId),
      BALANCES_CACHED_MS,
      () => this.readBalances(auth),
      BALANCES_CACHED_MS,
    );
  }

  private async readBalances(auth: AuthContext): Promise<Balances> {
    const mine = await store.memberMoney(this.deps.db, auth.siteId, auth.memberId);
    const chosen = mine.walletType;
    const currency: WalletCurrency =
      chosen === 'RMB' || chosen === 'USDT' ? chosen : await this.siteCurrency(auth.siteId);
    const venues = await this.deps.venues.list(auth.siteId);
    const member = this.member(auth, currency);
    const wallets = await Promise.all(
      venues
        .filter((v) => v.isDisplay !== 1)
        .map(async (venue) => {
          const balance = this.deps.venues.adapterOf(venue).house
            ? (mine.accounts.get(store.memberAccountKey('venue', venue.channelCode, currency))?.available ?? 0n)
            : await this.lastKnownBalance(
                member,
                venue.channelCode,
                mine.venues.get(`${venue.channelCode}:${currency}`),
              );
          return {
            ...venueSummaryOf(venue),
            balance: money(balance),
            pending: money(mine.pendingByVenue.get(venue.channelCode) ?? 0n),
            minor: balance,
          };
        }),
    );
    const centre = mine.accounts.get(store.memberAccountKey('centre', '', currency)) ?? { balance: 0n, available: 0n };
    const total = wallets.reduce((sum, w) => sum + w.minor, centre.balance);
    const owedBalance = mine.accounts.get(store.memberAccountKey(OWED_KIND, '', currency))?.balance ?? 0n;
    return {
      currency,
      centre: {
        balance: money(centre.balance),
        available: money(centre.available),
        pending: money(centre.balance - centre.available),
      },
      venues: wallets.map(({ minor: _minor, ...wallet }) => wallet),
      total: money(total),
      owed: money(owedBalance < 0n ? -owedBalance : 0n),
    };
  }

  /**
   * An outside venue's balance as last reported. One never asked is asked now (briefly; a venue that
   * cannot answer shows nothing); one asked more than VENUE_BALANCE_FRESH_MS ago is shown as it was
   * and asked again in the background, and the member's page hears when the answer differs.
   */
  private async lastKnownBalance(
    member: VenueMember,
    venueCode: string,
    seen: { balance: bigint; refreshedAt: Date } | undefined,
  ): Promise<bigint> {
    if (!seen) return (await this.refreshVenueBalance(member, venueCode)) ?? 0n;
    if (this.deps.clock.now().getTime() - seen.refreshedAt.getTime() > VENUE_BALANCE_FRESH_MS) {
      void this.refreshVenueBalance(member, venueCode, seen.balance).then((fresh) => {
        if (fresh !== null && fresh !== seen.balance) this.deps.ledger.announce([member]);
      });
    }
    return seen.balance;
  }

  /**
   * Asks a venue for a member's balance there and remembers it; null when it did not answer in time.
   * Given the balance the caller last knew (`known`), the member's cached read is dropped only if the
   * venue now says otherwise: the periodic ask of every outside venue would otherwise make each reader wait on a refill.
   */
  private refreshVenueBalance(member: VenueMember, venueCode: string, known?: bigint): Promise<bigint | null> {
    const key = venueAskKey(member, venueCode);
    const asking = this.venueAsks.get(key);
    if (asking) return asking;
    const ask = (async () => {
      const venue = await this.deps.venues.find(member.siteId, venueCode);
      const balance = await withinTime(
        this.deps.venues.adapterOf(venue).balance(member, venueCode),
        VENUE_BALANCE_TIMEOUT_MS,
      );
      await store.saveVenueBalance(this.deps.db, { ...member, venueCode, balance, at: this.deps.clock.now() });
      // A read made meanwhile (the push after the transfer's own movement) may hold the old answer.
      if (balance !== known) await this.deps.cache.invalidate(balancesKey(member.siteId, member.memberId));
      return balance;
    })()
      .catch(() => null)
      .finally(() => this.venueAsks.delete(key));
    this.venueAsks.set(key, ask);
    return ask;
  }

  private readonly venueAsks = new Map<string, Promise<bigint | null>>();

  /**
   * Asks a venue for a member's balance after a transfer it has applied. An ask already on its way may
   * carry the venue's figure from before the transfer (another transfer's follow-up ask included), so
   * it is not taken as the answer: each one on its way lands first (its older figure cannot be saved
   * over the new one), then a new ask follows.
   */
  private async venueBalanceAfter(member: VenueMember, venueCode: string): Promise<bigint | null> {
    const key = venueAskKey(member, venueCode);
    for (let asking = this.venueAsks.get(key); asking; asking = this.venueAsks.get(key)) await asking;
    return this.refreshVenueBalance(member, venueCode);
  }

  private async openVenue(auth: AuthContext, venueCode: string): Promise<VenueRow> {
    const venue = await this.deps.venues.find(auth.siteId, venueCode);
    if (!venueSummaryOf(venue).open) throw new DomainError('venueClosed');
    return venue;
  }

  private resultOf(
    venueCode: string,
    direction: Direction,
    moved: MoveResult,
    centreAvailable: bigint,
  ): TransferResult {
    return {
      transferId: moved.transferId,
      venueCode,
      direction,
      amount: money(moved.amount),
      state: moved.state,
      centreAvailable: money(centreAvailable),
    };
  }

  /**
   * One transfer between the centre and a venue. The idempotency key is the member's request id, so
   * a retried request (or a double click) finds the first movement and never asks the venue twice.
   */
  async transfer(auth: AuthContext, venueCode: string, direction: Direction, requested: bigint, requestId: string) {
    let amount = requested;
    const venue = await this.openVenue(auth, venueCode);
    const currency = await this.currencyOf(auth);
    const adapter = this.deps.venues.adapterOf(venue);
    const centre = this.centre(auth, currency);
    const side = this.venueSide(auth, venue, currency, adapter.house);
    const rg = adapter.house ? undefined : this.deps.rg;
    if (rg && direction === 'in') {
      // Casino limits are enforced where we hold the money: the transfer is cut to what the stake and
      // loss limits leave, or refused when they leave nothing.
      await rg.assertNotBlocked(auth.memberId);
      const headroom = await rg.headroom(auth);
      if (headroom !== null && headroom < amount) {
        if (headroom <= 0n) await rg.precheck(auth, 'stake', amount);
        amount = headroom;
      }
    }
    const moved = await this.deps.ledger.move({
      debit: direction === 'in' ? centre : side,
      credit: direction === 'in' ? side : centre,
      amount,
      kind: direction === 'in' ? 'transferIn' : 'transferOut',
      reference: venue.channelCode,
      idempotencyKey: `wallet:${auth.memberId}:${requestId}`,
      memberId: auth.memberId,
      pending: !adapter.house,
      detail: { venueCode: venue.channelCode, direction },
    });
    if (rg && !moved.replayed) {
      await this.deps.db.transaction((tx) =>
        rg.count(tx, auth, direction === 'in' ? 'stake' : 'return', amount, { check: false, venueTransfer: true }),
      );
    }
    let settled = moved;
    if (!adapter.house && moved.state === 'pending' && !moved.replayed) {
      settled = await this.askVenue(auth, venue, direction, moved, currency);
      // The wallet page shows the venue's new balance with the transfer, not after the next refresh.
      if (settled.state === 'posted') await this.venueBalanceAfter(this.member(auth, currency), venue.channelCode);
      // The provider caps the rounds at the limits: winnings staked again inside a game count too.
      if (rg && direction === 'in' && settled.state === 'posted') await rg.venueTransferred(auth, amount);
    }
    const after = await this.deps.ledger.balanceOf(centre);
    return this.resultOf(venue.channelCode, direction, settled, after.available);
  }

  /** Asks an outside venue to apply a held transfer; its answer posts or voids the hold. */
  private async askVenue(
    auth: AuthContext,
    venue: VenueRow,
    direction: Direction,
    held: MoveResult,
    currency: WalletCurrency,
  ): Promise<MoveResult> {
    const adapter = this.deps.venues.adapterOf(venue);
    const member = this.member(auth, currency);
    const reference = String(held.transferId);
    let reply: 'applied' | 'refused';
    try {
      reply =
        direction === 'in'
          ? await adapter.transferIn(member, venue.channelCode, held.amount, reference)
          : await adapter.transferOut(member, venue.channelCode, held.amount, reference);
    } catch {
      // No answer is not a "no": the hold stays pending until reconciliation learns the truth.
      return held;
    }
    return this.deps.ledger.settle(held.transferId, reply === 'applied' ? 'posted' : 'voided');
  }

  async oneClickIn(auth: AuthContext, venueCode: string, requestId: string) {
    const currency = await this.currencyOf(auth);
    const { available } = await this.deps.ledger.balanceOf(this.centre(auth, currency));
    if (available <= 0n) throw new DomainError('insufficientFunds', { msg: '中心钱包余额为0' });
    return this.transfer(auth, venueCode, 'in', available, requestId);
  }

  /**
   * Entering a venue: with auto-transfer on, the whole centre balance goes in first (one movement,
   * keyed by the request id); then the venue's game address. A closed venue is refused either way.
   */
  async enterVenue(auth: AuthContext, venueCode: string, requestId: string, gameCode?: string) {
    const venue = await this.openVenue(auth, venueCode);
    const currency = await this.currencyOf(auth);
    let moved: TransferResult | null = null;
    if ((await this.autoTransfer(auth)).enabled) {
      const { available } = await this.deps.ledger.balanceOf(this.centre(auth, currency));
      if (available > 0n) moved = await this.transfer(auth, venueCode, 'in', available, `${requestId}:enter`);
    }
    const url = await this.deps.venues
      .adapterOf(venue)
      .launchUrl(this.member(auth, currency), venue.channelCode, gameCode);
    return { url, transferred: moved?.amount ?? money(0n), state: moved?.state ?? ('none' as const) };
  }

  /** Leaving a venue: with auto-transfer on, its whole balance comes back to the centre wallet. */
  async leaveVenue(auth: AuthContext, venueCode: string, requestId: string) {
    const venue = await this.deps.venues.find(auth.siteId, venueCode);
    if (!(await this.autoTransfer(auth)).enabled || !venueSummaryOf(venue).open) {
      return { transferred: money(0n), state: 'none' as const };
    }
    const currency = await this.currencyOf(auth);
    const balance = await this.deps.venues.adapterOf(venue).balance(this.member(auth, currency), venue.channelCode);
    if (balance <= 0n) return { transferred: money(0n), state: 'none' as const };
    const moved = await this.transfer(auth, venueCode, 'out', balance, `${requestId}:leave`);
    return { transferred: moved.amount, state: moved.state };
  }

  /** Brings every venue's balance back to the centre, reporting per venue; a retry reuses the ids. */
  async oneClickRecovery(auth: AuthContext, requestId: string) {
    const currency = await this.currencyOf(auth);
    const member = this.member(auth, currency);
    const venues = (await this.deps.venues.list(auth.siteId)).filter((v) => v.isDisplay !== 1);
    const results = [];
    for (const venue of venues) {
      const base = { venueCode: venue.channelCode, venueName: venue.name };
      const adapter = this.deps.venues.adapterOf(venue);
      const balance = await adapter.balance(member, venue.channelCode).catch(() => null);
      if (balance === null) {
        results.push({ ...base, amount: money(0n), state: 'failed' as const, message: '场馆暂时无法连接' });
        continue;
      }
      if (balance <= 0n) {
        results.push({ ...base, amount: money(0n), state: 'skipped' as const, message: '无余额' });
        continue;
      }
      if (!venueSummaryOf(venue).open) {
        results.push({ ...base, amount: money(balance), state: 'failed' as const, message: '场馆维护中' });
        continue;
      }
      const moved = await this.transfer(
        auth,
        venue.channelCode,
        'out',
        balance,
        `${requestId}:${venue.channelCode}`,
      ).catch((error: unknown) => (error instanceof DomainError ? error.message : null));
      if (moved === null) throw new Error('one-click recovery failed unexpectedly');
      results.push(
        typeof moved === 'string'
          ? { ...base, amount: money(balance), state: 'failed' as const, message: moved }
          : {
              ...base,
              amount: moved.amount,
              state: moved.state,
              message: moved.state === 'pending' ? '场馆处理中' : '',
            },
      );
    }
    const { available } = await this.deps.ledger.balanceOf(this.centre(auth, currency));
    return { requestId, results, centreAvailable: money(available) };
  }

  /** The current state of a one-click recovery's transfers (pending ones may have settled since). */
  async oneClickConfirm(auth: AuthContext, requestId: string) {
    const currency = await this.currencyOf(auth);
    const rows = await store.transfersByKeyPrefix(this.deps.db, auth.memberId, `wallet:${auth.memberId}:${requestId}:`);
    const venues = await this.deps.venues.list(auth.siteId);
    const { available } = await this.deps.ledger.balanceOf(this.centre(auth, currency));
    return {
      requestId,
      results: rows.map((t) => {
        const code = t.reference;
        return {
          venueCode: code,
          venueName: venues.find((v) => v.channelCode === code)?.name ?? code,
          amount: money(t.amount),
          state: t.state as 'posted' | 'pending' | 'voided',
          message: t.state === 'pending' ? '场馆处理中' : '',
        };
      }),
      centreAvailable: money(available),
    };
  }

  /**
   * Settles pending venue transfers older than RECONCILE_AFTER_MS by asking each venue what it did
   * with the reference: applied posts, refused or never seen voids, no answer leaves it for next time.
   */
  async reconcile(): Promise<{ posted: number; voided: number; left: number }> {
    const cutoff = new Date(this.deps.clock.now().getTime() - RECONCILE_AFTER_MS);
    const pending = await store.pendingTransfersBefore(this.deps.db, cutoff);
    const tally = { posted: 0, voided: 0, left: 0 };
    for (const transfer of pending) {
      const venue = (await this.deps.venues.list(transfer.siteId)).find((v) => v.channelCode === transfer.reference);
      if (!venue) {
        tally.left += 1;
        continue;
      }
      const status = await this.deps.venues
        .adapterOf(venue)
        .status(String(transfer.id))
        .catch(() => null);
      if (status === null) {
        tally.left += 1;
        continue;
      }
      const outcome = status === 'applied' ? 'posted' : 'voided';
      await this.deps.ledger.settle(transfer.id, outcome);
      tally[outcome] += 1;
    }
    return tally;
  }

  /**
   * Back office: credits or debits a member's centre wallet against the house adjustment account,
   * in the site's currency; the request id makes a double submit harmless.
   */
  async adjust(
    siteId: number,
    input: { memberId: number; direction: 'credit' | 'debit'; amount: bigint; reason: string; requestId: string },
  ) {
    const site = await this.deps.site.info(siteId);
    const currency: WalletCurrency = site.settlementUnit === 'usdt' ? 'USDT' : 'RMB';
    const centre: AccountKey = { siteId, memberId: input.memberId, kind: 'centre', venueCode: '', currency };
    const house: AccountKey = { siteId, memberId: null, kind: 'adjustment', venueCode: '', currency };
    const before = await this.deps.ledger.balanceOf(centre);
    const moved = await this.deps.ledger.move({
      debit: input.direction === 'credit' ? house : centre,
      credit: input.direction === 'credit' ? centre : house,
      amount: input.amount,
      kind: 'adjustment',
      reference: input.reason,
      idempotencyKey: `admin-adjust:${input.requestId}`,
      memberId: input.memberId,
    });
    const after = input.direction === 'credit' ? moved.creditAvailable : moved.debitAvailable;
    return { transferId: moved.transferId, balanceBefore: money(before.balance), balanceAfter: money(after) };
  }

  /** Back office: every ledger account of a member on the site, and the member's latest transfers. */
  async memberLedger(siteId: number, memberId: number) {
    const accounts = await store.listMemberAccounts(this.deps.db, siteId, memberId);
    const transfers = await store.listMemberTransfers(this.deps.db, memberId, MEMBER_TRANSFERS_SHOWN);
    return {
      memberId,
      // Gold coins are counted, not money: their amounts are whole coins.
      accounts: accounts.map((a) => {
        const currency = a.currency as LedgerCurrency;
        return {
          kind: a.kind,
          venueCode: a.venueCode,
          currency,
          balance: ledgerAmountText(a.balance, currency),
          pending: ledgerAmountText(a.debitsPending, currency),
          pendingIn: ledgerAmountText(a.creditsPending, currency),
        };
      }),
      transfers: transfers.map(transferViewOf),
    };
  }

  /** Back office: every broken invariant of the ledger (as `npm run ledger:check`), empty when sound. */
  ledgerCheck() {
    return store.ledgerProblems(this.deps.db);
  }

  /** Back office: the site's transfers still pending after PENDING_OVERDUE_MS, oldest first. */
  async overduePending(siteId: number, page: { page: number; pageSize: number }) {
    const before = new Date(this.deps.clock.now().getTime() - PENDING_OVERDUE_MS);
    const { rows, total } = await store.listPendingTransfers(this.deps.db, siteId, before, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    return { items: rows.map(transferViewOf), total, page: page.page, pageSize: page.pageSize };
  }

  async walletType(auth: AuthContext): Promise<{ walletType: WalletCurrency }> {
    return { walletType: await this.currencyOf(auth) };
  }

  async setWalletType(auth: AuthContext, walletType: WalletCurrency): Promise<{ walletType: WalletCurrency }> {
    await store.saveSettings(this.deps.db, auth.memberId, { walletType });
    await this.deps.cache.invalidate(balancesKey(auth.siteId, auth.memberId));
    return { walletType };
  }

  /**
   * A new member's wallet settings, the site's auto-transfer default: read now, written by the
   * registration's transaction through the function answered (null: nothing to write).
   */
  async newMemberSettings(siteId: number): Promise<((tx: Executor, memberId: number) => Promise<void>) | null> {
    const params = await this.deps.site.paramValues(siteId, [NEW_MEMBER_AUTO_TRANSFER_PARAM]);
    if (params[NEW_MEMBER_AUTO_TRANSFER_PARAM] !== '1') return null;
    const walletType = await this.siteCurrency(siteId);
    return async (tx, memberId) => {
      await store.saveSettings(tx, memberId, { walletType, autoTransfer: true });
    };
  }

  async autoTransfer(auth: AuthContext): Promise<{ enabled: boolean }> {
    return { enabled: (await store.findSettings(this.deps.db, auth.memberId))?.autoTransfer ?? false };
  }

  async setAutoTransfer(auth: AuthContext, enabled: boolean): Promise<{ enabled: boolean }> {
    const walletType = await this.currencyOf(auth);
    await store.saveSettings(this.deps.db, auth.memberId, { walletType, autoTransfer: enabled });
    return { enabled };
  }

  /** The member's own movements, newest first; dates are Asia/Shanghai days. */
  async dealRecords(
    auth: AuthContext,
    filter: {
      page: number;
      pageSize: number;
      kind?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    },
  ) {
    const { rows, total } = await store.memberMovements(this.deps.db, auth.memberId, {
      kind: filter.kind,
      from: filter.from ? new Date(`${filter.from}T00:00:00+08:00`) : undefined,
      to: filter.to ? new Date(new Date(`${filter.to}T00:00:00+08:00`).getTime() + DAY_MS) : undefined,
      offset: (filter.page - 1) * filter.pageSize,
      limit: filter.pageSize,
    });
    return {
      items: rows.map((r) => {
        // Into the member's centre wallet reads as plus, and so does house money into any of the
        // member's accounts (savings interest); moves out of the centre and payouts read as minus.
        const gained = r.creditMember === auth.memberId && (r.creditKind === 'centre' || r.debitMember === null);
        return {
          id: r.id,
          kind: r.kind,
          amount: `${gained ? '' : '-'}${money(r.amount)}`,
          state: r.state as 'posted' | 'pending' | 'voided',
          // Only transfers name a venue; an adjustment's reference is its reason, not a place.
          venueCode: r.kind === 'transferIn' || r.kind === 'transferOut' ? r.reference : '',
          createdAt: r.createdAt.toISOString(),
        };
      }),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }
}
