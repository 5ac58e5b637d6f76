import { randomBytes } from 'node:crypto';
import type { UsdtNetwork } from '@courtside/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { ChainReader, ChainTransfer } from '../modules/payment';
import type { Db } from '../platform/db';
import { sandboxChainTransfers } from './tables';

/** Past this many confirmations nobody waits any more, so mining stops counting. */
const CONFIRMATIONS_MAX = 64;
/** A watcher asks about a bounded number of addresses and learns of a bounded number of transfers. */
const ANSWER_MAX = 500;

/**
 * The sandbox blockchain: transfers sent to an address, each gaining a confirmation with every block
 * mined (a job, every CHAIN_WATCH_INTERVAL_MS). It answers the payment module's chain reader the way
 * a node or an explorer's API would: the transfers to some addresses and their confirmations now.
 */
export class SandboxChain implements ChainReader {
  constructor(private readonly db: Db) {}

  /** The sandbox wallet sends `amount` (USDT minor units) to an address; it waits for the next block. */
  async send(network: UsdtNetwork, toAddress: string, amount: bigint): Promise<string> {
    const txHash = `0x${randomBytes(32).toString('hex')}`;
    await this.db.insert(sandboxChainTransfers).values({ txHash, network, toAddress, amount });
    return txHash;
  }

  /** One block: every transfer still being confirmed gains a confirmation. */
  async mine(): Promise<number> {
    const rows = await this.db
      .update(sandboxChainTransfers)
      .set({ confirmations: sql`${sandboxChainTransfers.confirmations} + 1` })
      .where(lt(sandboxChainTransfers.confirmations, CONFIRMATIONS_MAX))
      .returning({ id: sandboxChainTransfers.id });
    return rows.length;
  }

  async transfersTo(addresses: { network: string; address: string }[]): Promise<ChainTransfer[]> {
    if (addresses.length === 0) return [];
    const wanted = addresses
      .slice(0, ANSWER_MAX)
      .map((a) => and(eq(sandboxChainTransfers.network, a.network), eq(sandboxChainTransfers.toAddress, a.address)));
    const rows = await this.db
      .select()
      .from(sandboxChainTransfers)
      .where(and(or(...wanted), sql`${sandboxChainTransfers.confirmations} > 0`))
      .limit(ANSWER_MAX);
    return rows.map((r) => ({
      txHash: r.txHash,
      network: r.network === 'ERC20' ? 'ERC20' : 'TRC20',
      toAddress: r.toAddress,
      amount: r.amount,
      confirmations: r.confirmations,
    }));
  }
}
