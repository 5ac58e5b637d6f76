import type { WalletCurrency } from '@courtside/contract';
import { convertAtUsdtRate, formatUsdtRate, fromMinorUnits, parseUsdtRate } from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { type Db, pgErrorCode } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { SiteService } from '../site';
import type { AccountKey, Ledger } from '../wallet';
import * as store from './store';

/** The site parameter holding RMB per 1 USDT ("7.20"), up to four decimals. */
export const RATE_PARAM = 'usdt_rate';
// A site seeded before the parameter existed has none: it converts at the demo sites' 7.20 rather
// than refusing. A value that is there but unreadable is a broken setting, never guessed around.
const FALLBACK_RATE = '7.20';

/** The site's RMB per USDT in ten-thousandths. */
export const usdtRateOf = async (site: SiteService, siteId: number): Promise<bigint> => {
  const text = (await site.paramValues(siteId, [RATE_PARAM]))[RATE_PARAM] ?? FALLBACK_RATE;
  const rate = parseUsdtRate(text);
  if (rate === null) throw new Error(`site ${siteId} has an unreadable ${RATE_PARAM}: ${JSON.stringify(text)}`);
  return rate;
};

export interface UsdtInfo {
  rate: string;
  rmb: string;
  usdt: string;
}

export interface ConvertResult extends UsdtInfo {
  debited: string;
  credited: string;
}

/**
 * The member's RMB and USDT centre wallets and conversion between them at the site's rate. A
 * conversion is two ledger movements in one transaction: the source currency goes to the house
 * `fxClearing` account of that currency, and the converted amount comes from the other one.
 */
export class UsdtService {
  constructor(private readonly deps: { db: Db; clock: Clock; ledger: Ledger; site: SiteService }) {}

  rate(siteId: number): Promise<bigint> {
    return usdtRateOf(this.deps.site, siteId);
  }

  private centre(auth: AuthContext, currency: WalletCurrency): AccountKey {
    return { siteId: auth.siteId, memberId: auth.memberId, kind: 'centre', venueCode: '', currency };
  }

  private clearing(siteId: number, currency: WalletCurrency): AccountKey {
    return { siteId, memberId: null, kind: 'fxClearing', venueCode: '', currency };
  }

  private async balances(auth: AuthContext): Promise<{ rmb: string; usdt: string }> {
    const rmb = await this.deps.ledger.balanceOf(this.centre(auth, 'RMB'));
    const usdt = await this.deps.ledger.balanceOf(this.centre(auth, 'USDT'));
    return { rmb: fromMinorUnits(rmb.available), usdt: fromMinorUnits(usdt.available) };
  }

  async info(auth: AuthContext): Promise<UsdtInfo> {
    return { rate: formatUsdtRate(await this.rate(auth.siteId)), ...(await this.balances(auth)) };
  }

  /** The stored outcome of an earlier request with this id; a different request under it is refused. */
  private async replay(
    auth: AuthContext,
    earlier: store.ConversionRow,
    input: { from: WalletCurrency; amount: bigint },
  ): Promise<ConvertResult> {
    if (earlier.fromCurrency !== input.from || earlier.debited !== input.amount) {
      throw new DomainError('idempotencyConflict');
    }
    return {
      rate: earlier.rate,
      debited: fromMinorUnits(earlier.debited),
      credited: fromMinorUnits(earlier.credited),
      ...(await this.balances(auth)),
    };
  }

  /**
   * Converts `amount` (minor units of `from`) into the other currency, rounded down to the cent.
   * Once per requestId: a repeat answers the first result and moves nothing.
   */
  async convert(
    auth: AuthContext,
    input: { from: WalletCurrency; amount: bigint; requestId: string },
  ): Promise<ConvertResult> {
    const requestKey = `${auth.memberId}:${input.requestId}`;
    const earlier = await store.findConversion(this.deps.db, requestKey);
    if (earlier) return this.replay(auth, earlier, input);

    const rate = await this.rate(auth.siteId);
    const credited = convertAtUsdtRate(input.from, input.amount, rate);
    if (credited === 0n) {
      throw new DomainError('invalidParameter', { msg: '兑换金额过小，换算后不足0.01，请增加金额' });
    }
    const to: WalletCurrency = input.from === 'RMB' ? 'USDT' : 'RMB';
    const rateText = formatUsdtRate(rate);
    const key = `member:${auth.memberId}:usdtConvert:${input.requestId}`;
    try {
      await this.deps.db.transaction(async (tx) => {
        // First, so a concurrent twin waits on this row's unique key and then replays it.
        await store.insertConversion(tx, {
          siteId: auth.siteId,
          memberId: auth.memberId,
          requestKey,
          fromCurrency: input.from,
          debited: input.amount,
          credited,
          rate: rateText,
          createdAt: this.deps.clock.now(),
        });
        const common = { kind: 'usdtConvert', reference: key, memberId: auth.memberId, detail: { rate: rateText } };
        await this.deps.ledger.moveWithin(tx, {
          ...common,
          debit: this.centre(auth, input.from),
          credit: this.clearing(auth.siteId, input.from),
          amount: input.amount,
          idempotencyKey: `${key}:out`,
        });
        await this.deps.ledger.moveWithin(tx, {
          ...common,
          debit: this.clearing(auth.siteId, to),
          credit: this.centre(auth, to),
          amount: credited,
          idempotencyKey: `${key}:in`,
        });
      });
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      const twin = await store.findConversion(this.deps.db, requestKey);
      if (!twin) throw error;
      return this.replay(auth, twin, input);
    }
    this.deps.ledger.announce([
      { siteId: auth.siteId, memberId: auth.memberId, currency: input.from },
      { siteId: auth.siteId, memberId: auth.memberId, currency: to },
    ]);
    return {
      rate: rateText,
      debited: fromMinorUnits(input.amount),
      credited: fromMinorUnits(credited),
      ...(await this.balances(auth)),
    };
  }
}
