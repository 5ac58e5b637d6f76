import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import type { MemberService } from '../member';
import type { RgService } from '../rg';
import type { SiteService } from '../site';
import type { Ledger } from '../wallet';
import { bankTransferChannel } from './bank-transfer';
import { CardService } from './cards';
import type { ChainReader, ChannelAdapter } from './channel';
import { DepositService } from './deposits';
import { paymentPushes } from './push';
import { registerPaymentRoutes } from './routes';
import { TicketDesk } from './tickets';
import { usdtChannel } from './usdt-channel';
import { type AddressBook, WithdrawalService } from './withdrawals';

export type { CardService } from './cards';
export type { ChainReader, ChainTransfer, ChannelAdapter, ProviderStatus, SignedCallback } from './channel';
export type { DecisionRecord } from './decision-record';
export type { OrderRow } from './deposit-store';
export type { CallbackOutcome, DepositQuery, DepositService } from './deposits';
export { type DepositCredited, type OrderChanged, paymentEvents, type WithdrawalDecided } from './events';
export { type PaymentChannelSeed, seedPaymentChannels } from './seed';
export type { TicketDesk } from './tickets';
export type { WithdrawalService, WithdrawQuery } from './withdrawals';

export interface PaymentProviders {
  /** The card-and-redirect payment gateway (the sandbox gateway in development). */
  gateway: ChannelAdapter;
  /** Where a USDT order's "pay" button opens the member's wallet. */
  usdtWalletUrl: (orderNo: string) => string;
  /** The blockchain the USDT watcher reads. */
  chain: ChainReader;
}

/** Deposits on every channel, withdrawals, bank cards, and the tickets members raise about them. */
export const createPaymentModule = (
  platform: Platform,
  deps: {
    site: SiteService;
    account: AccountService;
    member: MemberService;
    ledger: Ledger;
    addresses: AddressBook;
    providers: PaymentProviders;
    rg: RgService;
  },
) => {
  const { db, clock, config } = platform;
  const { site, account, member, ledger, providers } = deps;
  const tickets = new TicketDesk({ db, clock });
  const deposits = new DepositService({
    db,
    clock,
    ledger,
    site,
    account,
    member,
    tickets,
    outbox: platform.outbox,
    rg: deps.rg,
    adapters: {
      gateway: providers.gateway,
      bankTransfer: bankTransferChannel,
      usdt: usdtChannel(providers.usdtWalletUrl),
    },
    chain: providers.chain,
  });
  const cards = new CardService({ db, member, site });
  const withdrawals = new WithdrawalService({
    db,
    clock,
    ledger,
    site,
    account,
    member,
    cards,
    addresses: deps.addresses,
    tickets,
    outbox: platform.outbox,
  });
  const parts: ModuleParts = {
    name: 'payment',
    routes: (http) =>
      registerPaymentRoutes(http, {
        deposits,
        withdrawals,
        cards,
        callbackRatePerMinute: config.CALLBACK_RATE_PER_MINUTE,
      }),
    subscribers: (live) => [paymentPushes(live)],
    jobs: [
      { name: 'payment.depositSweep', intervalMs: config.DEPOSIT_EXPIRY_INTERVAL_MS, run: () => deposits.sweep() },
      { name: 'payment.chainWatch', intervalMs: config.CHAIN_WATCH_INTERVAL_MS, run: () => deposits.watchChain() },
      {
        name: 'payment.callbackPrune',
        intervalMs: config.CALLBACK_PRUNE_INTERVAL_MS,
        run: () => deposits.pruneCallbacks(),
      },
    ],
  };
  return { parts, deposits, withdrawals, cards, tickets };
};
