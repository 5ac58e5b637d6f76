import type { MemberNote } from '@courtside/contract/admin';
import { businessDate } from '@courtside/domain';
import { ageOn, cidrHolds, countryOf, LOCAL_BLOCKS, parseCidrList, parseIp } from '@courtside/domain/rg';
import { insertAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { AccountService } from '../account';
import type { AddressService } from '../crypto';
import type { GiftService } from '../gift';
import type { MemberService } from '../member';
import type { CardService } from '../payment';
import { countryTable } from '../rg';
import type { TraderDesk } from '../sportsbook';
import type { GameRecords } from '../venue';
import type { AdminActor } from './auth';
import * as store from './store';

const localBlocks = (() => {
  const parsed = parseCidrList(LOCAL_BLOCKS);
  if (!parsed.ok) throw new Error(`LOCAL_BLOCKS does not parse: ${parsed.bad}`);
  return parsed.list;
})();

/**
 * The countries of addresses (ISO alpha-2), from the geo table the rg gate reads. Local and private
 * addresses have none, and are answered without building the table (tests on 127.0.0.1 never pay for it).
 */
export const countriesOf = async (ips: readonly string[]): Promise<Map<string, string | null>> => {
  const parsed = ips.map((ip) => [ip, parseIp(ip)] as const);
  const located = parsed.filter(([, a]) => a && !localBlocks.some((block) => cidrHolds(block, a)));
  const table = located.length > 0 ? await countryTable() : null;
  return new Map(
    parsed.map(([ip, address]) => [
      ip,
      table && address && located.some(([l]) => l === ip) ? countryOf(table, address) : null,
    ]),
  );
};

const noteView = (row: store.MemberNoteRow): MemberNote => ({
  id: row.id,
  memberId: row.memberId,
  author: row.author,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The member 360 view's tabs (issue 30): each reads one member of the operator's site through the
 * service that owns the data (member, sportsbook, game records, gifts) and, like the profile read, is
 * audited as a look at the member. Notes are the operators' own, append-only record.
 */
export class MemberFile {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      account: AccountService;
      member: MemberService;
      cards: CardService;
      addresses: AddressService;
      records: GameRecords;
      gifts: GiftService;
      trader: TraderDesk;
    },
  ) {}

  /** The member, when it belongs to the operator's site (another site's member is not found). */
  private async ofSite(siteId: number, memberId: number) {
    const member = await this.deps.account.member(memberId).catch(() => null);
    if (!member || member.siteId !== siteId) throw new DomainError('notFound', { msg: '会员不存在' });
    return member;
  }

  private looked(actor: AdminActor, action: string, detail: Record<string, unknown>) {
    return insertAudit(this.deps.db, { actor: actor.name, action, detail });
  }

  async kyc(actor: AdminActor, siteId: number, memberId: number) {
    await this.ofSite(siteId, memberId);
    const [kyc, cards, addresses] = await Promise.all([
      this.deps.member.kycOf(memberId),
      this.deps.cards.count(memberId),
      this.deps.addresses.usdtCount(memberId),
    ]);
    const today = businessDate(this.deps.clock.now().getTime());
    await this.looked(actor, 'member.kyc', { siteId, memberId });
    return {
      ...kyc,
      age: kyc.birthday ? ageOn(kyc.birthday, today) : null,
      payoutAccounts: cards + addresses,
    };
  }

  async bets(actor: AdminActor, siteId: number, input: { memberId: number; state?: string | undefined } & Paging) {
    await this.ofSite(siteId, input.memberId);
    const { list, total } = await this.deps.trader.bets(siteId, input);
    await this.looked(actor, 'member.bets', { siteId, memberId: input.memberId, page: input.page });
    return { items: list, total, page: input.page, pageSize: input.pageSize };
  }

  async rounds(
    actor: AdminActor,
    siteId: number,
    input: { memberId: number; venueCode?: string | undefined } & Paging,
  ) {
    await this.ofSite(siteId, input.memberId);
    const { list, total, stake, validTurnover, winLoss } = await this.deps.records.forMember(
      { siteId, memberId: input.memberId },
      {
        ...(input.venueCode ? { venueCode: input.venueCode } : {}),
        pageNum: input.page,
        pageSize: input.pageSize,
      },
    );
    await this.looked(actor, 'member.rounds', { siteId, memberId: input.memberId, page: input.page });
    return { items: list, total, page: input.page, pageSize: input.pageSize, stake, validTurnover, winLoss };
  }

  async gifts(actor: AdminActor, siteId: number, input: { memberId: number } & Paging) {
    await this.ofSite(siteId, input.memberId);
    const sent = await this.deps.gifts.records({ memberId: input.memberId }, input);
    await this.looked(actor, 'member.gifts', { siteId, memberId: input.memberId, page: input.page });
    return sent;
  }

  async notes(actor: AdminActor, siteId: number, input: { memberId: number } & Paging) {
    await this.ofSite(siteId, input.memberId);
    const { rows, total } = await store.listMemberNotes(
      this.deps.db,
      { siteId, memberId: input.memberId },
      { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
    );
    await this.looked(actor, 'member.notes', { siteId, memberId: input.memberId, page: input.page });
    return { items: rows.map(noteView), total, page: input.page, pageSize: input.pageSize };
  }

  /** A note is written with its audit row in one transaction; it cannot be changed afterwards. */
  async addNote(actor: AdminActor, siteId: number, input: { memberId: number; text: string }) {
    await this.ofSite(siteId, input.memberId);
    const row = await this.deps.db.transaction(async (tx) => {
      const note = await store.insertMemberNote(tx, {
        siteId,
        memberId: input.memberId,
        author: actor.name,
        text: input.text,
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'member.note',
        detail: { siteId, memberId: input.memberId, noteId: note.id, before: null, after: input.text },
      });
      return note;
    });
    return noteView(row);
  }
}
