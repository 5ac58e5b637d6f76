import type { Tx } from '../../platform/db';
import { paymentChannels } from './tables';

export type PaymentChannelSeed = Omit<typeof paymentChannels.$inferInsert, 'siteId' | 'sort'>;

/** A new site's deposit channels, in the given order. */
export const seedPaymentChannels = (tx: Tx, siteId: number, channels: readonly PaymentChannelSeed[]) =>
  tx.insert(paymentChannels).values(channels.map((c, sort) => ({ ...c, siteId, sort })));
