import type { ChannelKind, UsdtNetwork } from '@courtside/contract';

/** The card a fast-to-card (speedPay) member transfers to. */
export interface Receiver {
  bankName: string;
  accountName: string;
  cardNumber: string;
}

/** What a member is told when an order is made: how much, and where to pay it. */
export interface Instructions {
  /** What to pay, in the site's currency (minor units); credited when the payment is confirmed. */
  payAmount: bigint;
  payUrl: string;
  receiver: Receiver | null;
  crypto: { network: UsdtNetwork; address: string; usdtAmount: bigint; rate: bigint } | null;
}

export interface OrderDraft {
  orderNo: string;
  /** What the member asked to deposit, minor units of the site's currency. */
  amount: bigint;
  network: UsdtNetwork | undefined;
  /** The channel's receiving details (payment_channel.config). */
  config: Record<string, unknown>;
  /** Whether the channel asks for an odd sum so a payment can be matched to its order. */
  oddAmount: boolean;
  /** Site-currency units per USDT in ten-thousandths (72000n is 7.20; 10000n on a USDT site). */
  rate: bigint;
  /** A few random cents (1-99 minor units): the proof amount. */
  oddCents: () => bigint;
}

/** A provider's signed word that an order was paid or failed. */
export interface SignedCallback {
  orderNo: string;
  amount: string;
  status: 'paid' | 'failed';
  nonce: string;
  sign: string;
}

/** What a provider says it took for an order when asked. */
export interface ProviderStatus {
  status: 'paid' | 'failed';
  /** The sum it took, as it reports it ("100.00"). */
  amount: string;
}

/**
 * One kind of deposit channel: it makes the order's instructions (what the member is shown), and
 * says who confirms the payment: the gateway's callback (which it verifies), finance in the back
 * office, or the chain watcher. A provider that can be asked about an order answers `queryStatus`,
 * so a lost callback costs nothing.
 */
export interface ChannelAdapter {
  readonly kind: ChannelKind;
  readonly confirmedBy: 'callback' | 'finance' | 'chain';
  instruct(draft: OrderDraft): Instructions;
  /** Whether a callback really comes from the provider (callback channels). */
  verifyCallback?(callback: SignedCallback): boolean;
  queryStatus?(orderNo: string): Promise<ProviderStatus | null>;
}

/** A transfer on a chain, as a chain reader reports it. */
export interface ChainTransfer {
  txHash: string;
  network: UsdtNetwork;
  toAddress: string;
  /** USDT minor units (cents). */
  amount: bigint;
  confirmations: number;
}

/**
 * What the USDT watcher asks of a blockchain (a node, or an explorer's API): the transfers to some
 * addresses, with their confirmations now. The sandbox chain answers it in development and demos.
 */
export interface ChainReader {
  transfersTo(addresses: { network: string; address: string }[]): Promise<ChainTransfer[]>;
}
