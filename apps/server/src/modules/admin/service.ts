import type { MaintenanceInfo, MemberSummary } from '@courtside/contract';
import type {
  Adjustment,
  AuditListQuery,
  LiabilityTopResponse,
  LiveRoomsResponse,
  ModifyQueueQuery,
  OpenBetsResponse,
  RevenueResponse,
} from '@courtside/contract/admin';
import { businessDate, businessDayStart, endOfBusinessDay, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { geoParamProblem } from '@courtside/domain/rg';
import { insertAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { AccountService, SessionService } from '../account';
import type { AddressService } from '../crypto';
import type { GiftService } from '../gift';
import type { LiveService } from '../live';
import type { MemberService } from '../member';
import type { DepositService, WithdrawalService } from '../payment';
import type { CostReportService } from '../promo';
import type { SiteService } from '../site';
import type { TraderDesk } from '../sportsbook';
import type { GameRecords, VenueService } from '../venue';
import type { WalletService } from '../wallet';
import type { AdminActor } from './auth';
import { CSV_BOM, csvLine } from './csv';
import { countriesOf } from './member360';
import * as store from './store';

/** Site parameter: the amount (yuan) from which a manual adjustment needs a second operator. */
export const FOUR_EYES_PARAM = 'adjust_four_eyes_threshold';
const FOUR_EYES_DEFAULT = '10000';
const EXPORT_BATCH = 1000;

const viewOfAudit = (r: {
  id: bigint;
  actor: string;
  action: string;
  ip: string | null;
  at: Date;
  detail: unknown;
}) => ({
  id: Number(r.id),
  actor: r.actor,
  action: r.action,
  ip: r.ip,
  at: r.at.toISOString(),
  detail: r.detail,
});

const viewOfAdjustment = (r: store.AdjustmentRow, memberName: string): Adjustment => ({
  id: r.id,
  memberId: r.memberId,
  memberName,
  direction: r.direction === 'debit' ? 'debit' : 'credit',
  amount: fromMinorUnits(r.amount),
  reason: r.reason,
  state: r.state as Adjustment['state'],
  requestedBy: r.requestedBy,
  requestedAt: r.requestedAt.toISOString(),
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  note: r.note,
  transferId: r.transferId,
  balanceBefore: r.balanceBefore,
  balanceAfter: r.balanceAfter,
});

const auditOfAdjustment = (r: store.AdjustmentRow) => ({
  siteId: r.siteId,
  adjustmentId: r.id,
  memberId: r.memberId,
  direction: r.direction,
  amount: fromMinorUnits(r.amount),
  reason: r.reason,
  requestId: r.requestId,
  requestedBy: r.requestedBy,
  transferId: r.transferId,
});

export interface AdminServiceDeps {
  db: Db;
  clock: Clock;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  outbox: Outbox;
  site: SiteService;
  account: AccountService;
  member: MemberService;
  sessions: SessionService;
  venues: VenueService;
  wallet: WalletService;
  addresses: AddressService;
  records: GameRecords;
  costs: CostReportService;
  gifts: GiftService;
  trader: TraderDesk;
  live: LiveService;
}

/** How many outcomes the dashboard's 风险敞口 lists. */
const LIABILITY_TOP = 10;

/** The products of the revenue report, by venue kind, as the member site names them. */
const PRODUCT_NAMES: Record<string, string> = { sports: '体育', live: '真人', egame: '电子', esports: '电竞' };

/** Back-office actions; each one leaves an audit row naming who did what, and what it was before. */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  private audit(actor: AdminActor, action: string, detail: Record<string, unknown>) {
    return insertAudit(this.deps.db, { actor: actor.name, action, detail });
  }

  /** The member, when it belongs to the site the operator works on. */
  private async memberOfSite(siteId: number, memberId: number) {
    const member = await this.deps.account.member(memberId).catch(() => null);
    if (!member || member.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
    return member;
  }

  async switchMaintenance(
    actor: AdminActor,
    siteId: number,
    input: { active: boolean; message: string; endsAt: string | null },
  ): Promise<MaintenanceInfo> {
    const before = await this.deps.site.maintenance(siteId);
    const after = await this.deps.site.setMaintenance(siteId, input);
    await this.audit(actor, 'site.maintenance', { siteId, before, after });
    return after;
  }

  async setSiteParam(actor: AdminActor, siteId: number, input: { keyCode: string; value: string }) {
    const bad = geoParamProblem(input.keyCode, input.value);
    if (bad !== null) {
      throw new DomainError('invalidParameter', {
        msg: `「${bad}」不是两位国家代码或 IP 地址/网段`,
        data: { field: 'value' },
      });
    }
    const values = await this.deps.site.paramValues(siteId, [input.keyCode]);
    const saved = await this.deps.site.setParam(siteId, input.keyCode, input.value);
    await this.audit(actor, 'site.param', {
      siteId,
      keyCode: input.keyCode,
      before: values[input.keyCode] ?? null,
      after: saved.value,
    });
    return saved;
  }

  async setMemberStatus(
    actor: AdminActor,
    siteId: number,
    input: { memberId: number; status: 0 | 1 | 2 },
  ): Promise<MemberSummary> {
    const before = await this.memberOfSite(siteId, input.memberId);
    const summary = await this.deps.account.setStatus(siteId, input.memberId, input.status);
    await this.audit(actor, 'member.status', {
      siteId,
      memberId: input.memberId,
      before: before.status,
      after: summary.status,
    });
    return summary;
  }

  async setAccessBlock(
    actor: AdminActor,
    siteId: number,
    input: { kind: 'ip' | 'device'; value: string; blocked: boolean },
  ) {
    const before = await this.deps.sessions.isBlocked(siteId, input.kind, input.value);
    await this.deps.sessions.setBlock(siteId, input.kind, input.value, input.blocked);
    await this.audit(actor, 'account.accessBlock', {
      siteId,
      kind: input.kind,
      value: input.value,
      before,
      after: input.blocked,
    });
    return input;
  }

  async setVenueStatus(actor: AdminActor, siteId: number, input: { venueCode: string; status: 0 | 1 }) {
    const before = await this.deps.venues.find(siteId, input.venueCode);
    const after = await this.deps.venues.setStatus(siteId, input.venueCode, input.status);
    await this.audit(actor, 'venue.status', {
      siteId,
      venueCode: input.venueCode,
      before: before.status,
      after: after.status,
    });
    return after;
  }

  /** The site's IP and device blocks, newest first. */
  accessBlocks(siteId: number, query: { kind?: 'ip' | 'device' | undefined; page: number; pageSize: number }) {
    return this.deps.sessions.pageBlocks(siteId, query);
  }

  /** Members whose requests to change a reviewed field wait for (or had) a decision. */
  async modifyQueue(siteId: number, query: ModifyQueueQuery) {
    const { rows, total } = await this.deps.member.modifyQueue(siteId, query);
    const names = await this.deps.account.memberNames(rows.map((r) => r.memberId));
    return {
      items: rows.map((r) => ({ ...r, memberName: names.get(r.memberId) ?? '' })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Members on the site's USDT address whitelist, with who put them there. */
  async whitelist(siteId: number, query: { memberId?: number | undefined; page: number; pageSize: number }) {
    const { items, total } = await this.deps.addresses.whitelist(siteId, query);
    const names = await this.deps.account.memberNames(items.map((r) => r.memberId));
    return {
      items: items.map((r) => ({ ...r, memberName: names.get(r.memberId) ?? '' })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Finance lets a member bind USDT addresses while the site's whitelist is on, or stops them. */
  async setAddressWhitelist(actor: AdminActor, siteId: number, input: { memberId: number; allowed: boolean }) {
    await this.memberOfSite(siteId, input.memberId);
    const change = await this.deps.addresses.setWhitelisted(siteId, actor.name, input);
    await this.audit(actor, 'payment.addressWhitelist', { siteId, memberId: input.memberId, ...change });
    return input;
  }

  /** The outbox's dead letters, for the operator to see what a subscriber gave up on. */
  async deadLetters(page: { page: number; pageSize: number }) {
    const { rows, total } = await this.deps.outbox.deadLetters(page);
    return {
      items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  /** Delivers a dead letter again; the audit row says who asked and whether it ran. */
  async replayDeadLetter(actor: AdminActor, id: number) {
    const result = await this.deps.outbox.replay(id, actor.name);
    await this.audit(actor, 'outbox.replay', { id, ...result });
    return result;
  }

  async reconcile(actor: AdminActor) {
    const tally = await this.deps.wallet.reconcile();
    await this.audit(actor, 'wallet.reconcile', tally);
    return tally;
  }

  /** The amount (minor units) from which an adjustment waits for a second operator. */
  async fourEyesThreshold(siteId: number): Promise<bigint> {
    const values = await this.deps.site.paramValues(siteId, [FOUR_EYES_PARAM]);
    const set = values[FOUR_EYES_PARAM];
    // A value an operator mistyped must not turn four-eyes off: it falls back to the default.
    try {
      return toMinorUnits(set && /^\d+(\.\d{1,2})?$/.test(set) ? set : FOUR_EYES_DEFAULT);
    } catch {
      return toMinorUnits(FOUR_EYES_DEFAULT);
    }
  }

  private async adjustmentView(row: store.AdjustmentRow): Promise<Adjustment> {
    const names = await this.deps.account.memberNames([row.memberId]);
    return viewOfAdjustment(row, names.get(row.memberId) ?? '');
  }

  /**
   * A manual adjustment. Below the four-eyes threshold it is made at once; at or above it, it waits
   * as pending for a second operator. The request id makes a repeated submit the same adjustment.
   */
  async adjust(
    actor: AdminActor,
    siteId: number,
    input: { memberId: number; direction: 'credit' | 'debit'; amount: bigint; reason: string; requestId: string },
  ): Promise<Adjustment> {
    const { db } = this.deps;
    await this.memberOfSite(siteId, input.memberId);
    const known = await store.findAdjustmentByRequest(db, input.requestId);
    if (known) return this.adjustmentView(known);
    const threshold = await this.fourEyesThreshold(siteId);
    const request = {
      siteId,
      memberId: input.memberId,
      direction: input.direction,
      amount: input.amount,
      reason: input.reason,
      requestId: input.requestId,
      requestedBy: actor.name,
    };
    if (input.amount >= threshold) {
      const pending = await db.transaction(async (tx) => {
        const row = await store.insertAdjustment(tx, { ...request, state: 'pending' });
        if (!row) return null;
        await insertAudit(tx, {
          actor: actor.name,
          action: 'wallet.adjustRequest',
          detail: { ...auditOfAdjustment(row), threshold: fromMinorUnits(threshold), before: null, after: 'pending' },
        });
        return row;
      });
      return this.adjustmentView(pending ?? (await store.findAdjustmentByRequest(db, input.requestId))!);
    }
    const moved = await this.deps.wallet.adjust(siteId, input);
    const row = await db.transaction(async (tx) => {
      const inserted = await store.insertAdjustment(tx, {
        ...request,
        state: 'done',
        decidedBy: actor.name,
        decidedAt: new Date(),
        transferId: moved.transferId,
        balanceBefore: moved.balanceBefore,
        balanceAfter: moved.balanceAfter,
      });
      if (!inserted) return null;
      await insertAudit(tx, {
        actor: actor.name,
        action: 'wallet.adjust',
        detail: { ...auditOfAdjustment(inserted), before: moved.balanceBefore, after: moved.balanceAfter },
      });
      return inserted;
    });
    return this.adjustmentView(row ?? (await store.findAdjustmentByRequest(db, input.requestId))!);
  }

  /**
   * The second operator's decision on a pending adjustment; the one who asked may not decide it. An
   * approval claims the row (`approved`), moves the money under the request's idempotency key, then
   * marks it done; a refusal by the ledger puts it back to pending. A row left `approved` by a crash
   * is finished by the next approval, and the idempotency key keeps the money from moving twice.
   */
  async decideAdjustment(
    actor: AdminActor,
    siteId: number,
    input: { id: number; decision: 'approved' | 'rejected'; note: string },
  ): Promise<Adjustment> {
    const { db } = this.deps;
    const row = await store.findAdjustment(db, input.id);
    if (!row || row.siteId !== siteId) throw new DomainError('notFound', { msg: '调整记录不存在' });
    if (row.requestedBy === actor.name) throw new DomainError('selfApproval');
    const decided = { decidedBy: actor.name, decidedAt: new Date(), note: input.note };
    if (input.decision === 'rejected') {
      const rejected = await db.transaction(async (tx) => {
        const after = await store.moveAdjustment(tx, row.id, ['pending'], { ...decided, state: 'rejected' });
        if (!after) return null;
        await insertAudit(tx, {
          actor: actor.name,
          action: 'wallet.adjustDecide',
          detail: { ...auditOfAdjustment(after), note: input.note, before: 'pending', after: 'rejected' },
        });
        return after;
      });
      if (!rejected) throw new DomainError('adjustmentDecided');
      return this.adjustmentView(rejected);
    }
    const claimed = await store.moveAdjustment(db, row.id, ['pending', 'approved'], { ...decided, state: 'approved' });
    if (!claimed) throw new DomainError('adjustmentDecided');
    let moved: Awaited<ReturnType<WalletService['adjust']>>;
    try {
      moved = await this.deps.wallet.adjust(siteId, {
        memberId: row.memberId,
        direction: row.direction === 'debit' ? 'debit' : 'credit',
        amount: row.amount,
        reason: row.reason,
        requestId: row.requestId,
      });
    } catch (error) {
      await store.moveAdjustment(db, row.id, ['approved'], { state: 'pending', decidedBy: null, decidedAt: null });
      throw error;
    }
    const done = await db.transaction(async (tx) => {
      const after = (await store.moveAdjustment(tx, row.id, ['approved'], {
        state: 'done',
        transferId: moved.transferId,
        balanceBefore: moved.balanceBefore,
        balanceAfter: moved.balanceAfter,
      }))!;
      await insertAudit(tx, {
        actor: actor.name,
        action: 'wallet.adjustDecide',
        detail: {
          ...auditOfAdjustment(after),
          note: input.note,
          before: { state: 'pending', balance: moved.balanceBefore },
          after: { state: 'done', balance: moved.balanceAfter },
        },
      });
      return after;
    });
    return this.adjustmentView(done);
  }

  async adjustments(
    siteId: number,
    query: { state?: Adjustment['state'] | undefined; memberId?: number | undefined; page: number; pageSize: number },
  ) {
    const { rows, total } = await store.listAdjustments(this.deps.db, siteId, {
      state: query.state,
      memberId: query.memberId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const names = await this.deps.account.memberNames(rows.map((r) => r.memberId));
    return {
      items: rows.map((r) => viewOfAdjustment(r, names.get(r.memberId) ?? '')),
      total,
      page: query.page,
      pageSize: query.pageSize,
      threshold: fromMinorUnits(await this.fourEyesThreshold(siteId)),
    };
  }

  /** The ledger's invariants, checked now; the look is audited with its result. */
  async ledgerCheck(actor: AdminActor) {
    const problems = await this.deps.wallet.ledgerCheck();
    await this.audit(actor, 'wallet.ledgerCheck', { problems: problems.length });
    return { ok: problems.length === 0, problems, checkedAt: new Date().toISOString() };
  }

  async reviewModifyRequest(
    actor: AdminActor,
    siteId: number,
    input: { id: number; decision: 'approved' | 'rejected' | 'needMore'; note: string },
  ) {
    const record = await this.deps.member.reviewModifyRequest(siteId, input);
    // Only a pending request can be reviewed, so that is always the state it left.
    await this.audit(actor, 'member.modifyReview', { siteId, ...input, before: 'pending', after: record.state });
    return record;
  }

  async auditList(query: AuditListQuery) {
    const { rows, total } = await store.listAudit(this.deps.db, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      order: query.order,
    });
    return { items: rows.map(viewOfAudit), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * The audit log as CSV, written batch by batch (keyset, 1,000 rows a batch) so an export of any
   * length holds one batch in memory. The export itself is audited.
   */
  async auditCsv(actor: AdminActor, filter: store.AuditFilter, order: 'asc' | 'desc'): Promise<AsyncIterable<string>> {
    await this.audit(actor, 'audit.export', { filter, order });
    return this.auditLines(filter, order);
  }

  private async *auditLines(filter: store.AuditFilter, order: 'asc' | 'desc'): AsyncGenerator<string> {
    yield `${CSV_BOM}${csvLine(['id', 'at', 'actor', 'action', 'ip', 'detail'])}`;
    let after: bigint | null = null;
    for (;;) {
      const rows = await store.auditBatch(this.deps.db, filter, order, after, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows
        .map((r) =>
          csvLine([String(r.id), r.at.toISOString(), r.actor, r.action, r.ip ?? '', JSON.stringify(r.detail)]),
        )
        .join('');
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** A console list leaves as a file: who took which list, filtered how, and how many rows. */
  recordExport(actor: AdminActor, detail: { list: string; filter: Record<string, unknown>; rows: number }) {
    return this.audit(actor, 'export.csv', detail);
  }

  /** A member seen whole; like the ledger, every look is audited. */
  async memberDetail(actor: AdminActor, siteId: number, memberId: number) {
    const profile = await this.deps.account.memberProfile(siteId, memberId);
    const { rows } = await store.listAudit(this.deps.db, { memberId }, { limit: 50, offset: 0, order: 'desc' });
    const countries = await countriesOf([profile.member.registerIp, ...profile.sessions.map((s) => s.ip)]);
    await this.audit(actor, 'member.view', { siteId, memberId });
    return {
      member: { ...profile.member, registerCountry: countries.get(profile.member.registerIp) ?? null },
      sessions: profile.sessions.map((s) => ({ ...s, country: countries.get(s.ip) ?? null })),
      audit: rows.map(viewOfAudit),
    };
  }

  /** Today's figures (the Shanghai business day) and the queues waiting for someone. */
  async dashboard(siteId: number) {
    const now = this.deps.clock.now().getTime();
    const day = businessDate(now);
    const span = { from: new Date(businessDayStart(day)), to: new Date(endOfBusinessDay(now) + 1) };
    const [deposits, withdrawals, depositQueue, withdrawQueue, adjustments, deadLetters, activeMembers] =
      await Promise.all([
        this.deps.deposits.tally(siteId, 'paid', span),
        this.deps.withdrawals.tally(siteId, 'approved', span),
        this.deps.deposits.tally(siteId, 'submitted', { from: new Date(0), to: span.to }),
        this.deps.withdrawals.tally(siteId, 'pending', { from: new Date(0), to: span.to }),
        store.countAdjustments(this.deps.db, siteId, 'pending'),
        this.deps.outbox.deadLetters({ page: 1, pageSize: 1 }).then((d) => d.total),
        this.deps.account.activeMembers(siteId, span.from),
      ]);
    return {
      day,
      deposits,
      withdrawals,
      queues: {
        deposits: depositQueue.count,
        withdrawals: withdrawQueue.count,
        adjustments,
        deadLetters,
      },
      activeMembers,
      generatedAt: new Date(now).toISOString(),
    };
  }

  /**
   * Today's revenue (the Shanghai business day): GGR per product from the settled game records, the
   * bonus cost from the promotions' cost report, NGR, and gold-coin sales apart. Audited: it is the
   * business's own figure.
   */
  async revenue(actor: AdminActor, siteId: number): Promise<RevenueResponse> {
    const now = this.deps.clock.now().getTime();
    const day = businessDate(now);
    const span = { from: new Date(businessDayStart(day)), to: new Date(endOfBusinessDay(now) + 1) };
    const [products, cost, sales] = await Promise.all([
      this.deps.records.resultByKind(siteId, span),
      this.deps.costs.compute(siteId, { from: day, to: day }),
      this.deps.gifts.coinSales(siteId, span),
    ]);
    const ggr = products.reduce((sum, p) => sum + p.ggr, 0n);
    const bonusCost = toMinorUnits(cost.totals.paid);
    const coins = sales.find((s) => s.currency === cost.currency) ?? { purchases: 0, amount: 0n };
    await this.audit(actor, 'report.revenue', { siteId, day });
    return {
      day,
      currency: cost.currency,
      products: products.map((p) => ({
        kind: p.kind,
        name: PRODUCT_NAMES[p.kind] ?? p.kind,
        bets: p.bets,
        stakes: fromMinorUnits(p.stake),
        ggr: fromMinorUnits(p.ggr),
      })),
      ggr: fromMinorUnits(ggr),
      bonusCost: fromMinorUnits(bonusCost),
      ngr: fromMinorUnits(ggr - bonusCost),
      gifts: { purchases: coins.purchases, amount: fromMinorUnits(coins.amount) },
      generatedAt: new Date(now).toISOString(),
    };
  }

  /** The site's sportsbook bets not settled yet (casino rounds arrive settled, so none is open). */
  async openBets(siteId: number): Promise<OpenBetsResponse> {
    const sportsbook = await this.deps.trader.openBets(siteId);
    return { sportsbook, generatedAt: this.deps.clock.now().toISOString() };
  }

  /** The outcomes with the largest liability, read from the trader's desk (the book's own figure). */
  async liabilityTop(): Promise<LiabilityTopResponse> {
    const top = await this.deps.trader.topLiabilities(LIABILITY_TOP);
    return { ...top, generatedAt: this.deps.clock.now().toISOString() };
  }

  /** Rooms on air with their audience, and the gifts each took today (Shanghai business day). */
  async liveRooms(siteId: number): Promise<LiveRoomsResponse> {
    const now = this.deps.clock.now().getTime();
    const day = businessDate(now);
    const span = { from: new Date(businessDayStart(day)), to: new Date(endOfBusinessDay(now) + 1) };
    const rooms = await this.deps.live.onAir(siteId);
    const takings = await this.deps.gifts.anchorRoomTakings(
      siteId,
      rooms.map((r) => r.roomId),
      span,
    );
    return {
      day,
      rooms: rooms.map((room) => {
        const t = takings.get(room.roomId);
        return {
          ...room,
          gifts: { sends: t?.sends ?? 0, coins: Number(t?.coins ?? 0n), houseCoins: Number(t?.houseCoins ?? 0n) },
        };
      }),
      generatedAt: new Date(now).toISOString(),
    };
  }

  searchMembers(siteId: number, filter: { keyword?: string | undefined; page: number; pageSize: number }) {
    return this.deps.account.searchMembers(siteId, filter);
  }

  /** A member's money is sensitive: every look at it is audited, like a change. */
  async memberWallet(actor: AdminActor, siteId: number, input: { memberId: number }) {
    await this.memberOfSite(siteId, input.memberId);
    const ledger = await this.deps.wallet.memberLedger(siteId, input.memberId);
    await this.audit(actor, 'wallet.memberView', { siteId, memberId: input.memberId });
    return ledger;
  }

  async pendingTransfers(actor: AdminActor, siteId: number, page: { page: number; pageSize: number }) {
    const pending = await this.deps.wallet.overduePending(siteId, page);
    await this.audit(actor, 'wallet.pendingView', { siteId, page: page.page, total: pending.total });
    return pending;
  }
}
