import { eWallets, type insertAddressRequest, MAX_WITHDRAW_ADDRESSES, type WithdrawAddress } from '@courtside/contract';
import { isUsdtAddress, maskAddress } from '@courtside/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth';
import { type Db, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { MemberService } from '../member';
import type { SiteService } from '../site';
import * as store from './store';

export type AddressRow = store.AddressRow;
type InsertAddress = z.output<typeof insertAddressRequest>;

/** The site parameter that limits USDT addresses to whitelisted members when it is '1'. */
export const WHITELIST_PARAM = 'virtual_currency_whitelist';

/** What a member (or a withdrawal record) shows of an address: masked, with a readable network. */
export const addressView = (row: AddressRow): WithdrawAddress => ({
  id: row.id,
  kind: row.kind === 'usdt' ? 'usdt' : 'ewallet',
  network: row.network,
  networkName:
    row.kind === 'usdt' ? `USDT-${row.network}` : (eWallets.find((w) => w.code === row.network)?.name ?? row.network),
  address: maskAddress(row.address),
  createdAt: row.createdAt.toISOString(),
});

/**
 * USDT addresses and e-wallet accounts members withdraw to: at most MAX_WITHDRAW_ADDRESSES live of
 * each kind, no address twice, removal only with the withdrawal password, and while the site's
 * virtual-currency whitelist is on, USDT addresses only for whitelisted members.
 */
export class AddressService {
  constructor(private readonly deps: { db: Db; site: SiteService; member: MemberService }) {}

  async list(auth: AuthContext): Promise<WithdrawAddress[]> {
    return (await store.listAddresses(this.deps.db, auth.memberId)).map(addressView);
  }

  /** How many live USDT addresses the member has (the member centre's binding step). */
  async usdtCount(memberId: number): Promise<number> {
    return (await store.listAddresses(this.deps.db, memberId)).filter((a) => a.kind === 'usdt').length;
  }

  /** For payouts: the member's live address in full, or null when it is not theirs or was removed. */
  findLive(memberId: number, addressId: number): Promise<AddressRow | null> {
    return store.findLiveAddress(this.deps.db, memberId, addressId);
  }

  /** For withdrawal records: the member's address even after removal. */
  findAny(memberId: number, addressId: number): Promise<AddressRow | null> {
    return store.findAddress(this.deps.db, memberId, addressId);
  }

  /** Where withdrawals went, removed addresses included, masked as the member saw them. */
  async describe(ids: readonly number[]) {
    const rows = await store.addressesById(this.deps.db, ids);
    return new Map(
      rows.map((row) => {
        const view = addressView(row);
        return [row.id, { kind: view.kind, label: view.networkName, account: view.address }] as const;
      }),
    );
  }

  /** Whether the whitelist is on for the member's site, and whether the member may bind USDT now. */
  async whitelistStatus(auth: AuthContext): Promise<{ enabled: boolean; allowed: boolean }> {
    const params = await this.deps.site.paramValues(auth.siteId, [WHITELIST_PARAM]);
    const enabled = params[WHITELIST_PARAM] === '1';
    return { enabled, allowed: !enabled || (await store.isWhitelisted(this.deps.db, auth.memberId)) };
  }

  async insert(auth: AuthContext, input: InsertAddress): Promise<WithdrawAddress[]> {
    let address = input.address;
    if (input.kind === 'usdt') {
      if (!isUsdtAddress(input.network, address)) throw new DomainError('addressInvalid');
      if (!(await this.whitelistStatus(auth)).allowed) throw new DomainError('notWhitelisted');
      // Hex is case-blind: the mixed case of an ERC20 address is only a checksum, so one address
      // written two ways must count as the same one.
      if (input.network === 'ERC20') address = address.toLowerCase();
    }
    try {
      await this.deps.db.transaction(async (tx) => {
        await store.lockMemberAddresses(tx, auth.memberId, input.kind);
        const same = (await store.listAddresses(tx, auth.memberId)).filter((a) => a.kind === input.kind);
        if (same.some((a) => a.network === input.network && a.address === address)) {
          throw new DomainError('addressTaken');
        }
        if (same.length >= MAX_WITHDRAW_ADDRESSES) throw new DomainError('addressLimit');
        await store.insertAddress(tx, { memberId: auth.memberId, kind: input.kind, network: input.network, address });
      });
    } catch (error) {
      // The partial unique index is the last word should the lock ever be bypassed.
      if (pgErrorCode(error) === '23505') throw new DomainError('addressTaken');
      throw error;
    }
    return this.list(auth);
  }

  async delete(auth: AuthContext, input: { addressId: number; withdrawPassword: string }): Promise<WithdrawAddress[]> {
    await this.deps.member.verifyWithdrawPassword(auth, input.withdrawPassword);
    if (!(await store.deleteAddress(this.deps.db, auth.memberId, input.addressId))) {
      throw new DomainError('notFound', { msg: '钱包地址不存在' });
    }
    return this.list(auth);
  }

  /** The back office's page of whitelisted members (names are the caller's to add). */
  async whitelist(siteId: number, query: { memberId?: number | undefined; page: number; pageSize: number }) {
    const { rows, total } = await store.pageWhitelist(this.deps.db, siteId, {
      memberId: query.memberId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const items = rows.map((r) => ({ memberId: r.memberId, addedBy: r.addedBy, createdAt: r.createdAt.toISOString() }));
    return { items, total };
  }

  /**
   * Puts a member on the USDT whitelist or takes them off; answers what it was before and after,
   * for the back office's audit row. The caller checks the member belongs to its site.
   */
  async setWhitelisted(
    siteId: number,
    by: string,
    input: { memberId: number; allowed: boolean },
  ): Promise<{ before: boolean; after: boolean }> {
    const before = await store.isWhitelisted(this.deps.db, input.memberId);
    if (input.allowed) await store.addToWhitelist(this.deps.db, { memberId: input.memberId, siteId, addedBy: by });
    else await store.removeFromWhitelist(this.deps.db, input.memberId);
    return { before, after: input.allowed };
  }
}
