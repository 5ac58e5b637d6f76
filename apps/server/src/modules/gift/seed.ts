import { splitGiftValue } from '@courtside/domain';
import type { Db, Tx } from '../../platform/db';
import { Ledger, type MoveRequest } from '../wallet';
import { GIFT_KINDS, giftAccounts, roomKeyOf } from './accounts';
import * as store from './store';

export interface GiftCatalogueSeed {
  code: string;
  name: string;
  price: number;
  type: 1 | 2;
  icon: string;
  iconWeb: string;
  sort: number;
}

/** A new site's gift catalogue. */
export const seedGifts = (tx: Tx, siteId: number, rows: readonly GiftCatalogueSeed[]) =>
  store.insertGifts(
    tx,
    rows.map((r) => ({ siteId, ...r })),
  );

/**
 * Demo history so a room's rank board has something on it: the member is granted coins by the house
 * (not bought, so the demo centre wallet keeps its round opening balance) and sends gifts in anchor
 * rooms at the given times, through the same ledger movements and rows as a real send (keyed,
 * so seeding twice changes nothing). No `gift.sent` event: these are history, not news.
 */
export const seedGiftHistory = async (
  db: Db,
  plan: {
    siteId: number;
    memberId: number;
    anchorShareBp: number;
    coins: bigint;
    sends: readonly { roomId: number; anchorId: number; giftCode: string; count: number; at: Date }[];
  },
): Promise<void> => {
  const { siteId, memberId } = plan;
  const ledgerAt = (at: Date) => new Ledger({ db, clock: { now: () => at } });
  const first = plan.sends.reduce((a, s) => (s.at < a ? s.at : a), new Date());
  const key = `seed:gift:${siteId}:${memberId}`;
  await db.transaction(async (tx) => {
    await ledgerAt(new Date(first.getTime() - 60_000)).moveManyWithin(tx, [
      {
        debit: giftAccounts.house(siteId, 'coinIssue', memberId, 'COIN'),
        credit: giftAccounts.coins(siteId, memberId),
        amount: plan.coins,
        kind: 'coinGrant',
        reference: 'demo',
        idempotencyKey: `${key}:grant`,
        memberId,
      },
    ]);
    const catalogue = new Map((await store.listGifts(tx, siteId, false)).map((g) => [g.code, g]));
    for (const [i, send] of plan.sends.entries()) {
      const gift = catalogue.get(send.giftCode);
      if (!gift) throw new Error(`no demo gift ${send.giftCode}`);
      const amount = BigInt(gift.price) * BigInt(send.count);
      const split = splitGiftValue(amount, plan.anchorShareBp);
      const roomKey = roomKeyOf({ roomType: 'anchor', roomId: send.roomId });
      const made = await store.claimSend(tx, {
        siteId,
        memberId,
        requestId: `seed-${i}`,
        roomKey,
        anchorId: send.anchorId,
        giftId: gift.id,
        count: send.count,
        combo: 1,
        amount,
        anchorAmount: split.anchor,
        houseAmount: split.house,
        createdAt: send.at,
      });
      if (!made) continue;
      const moves: MoveRequest[] = [
        {
          debit: giftAccounts.coins(siteId, memberId),
          credit: giftAccounts.anchor(siteId, send.anchorId),
          amount: split.anchor,
          kind: GIFT_KINDS[0],
          reference: roomKey,
          idempotencyKey: `${key}:send:${i}:anchor`,
          memberId,
        },
        {
          debit: giftAccounts.coins(siteId, memberId),
          credit: giftAccounts.house(siteId, 'giftRevenue', memberId, 'COIN'),
          amount: split.house,
          kind: GIFT_KINDS[1],
          reference: roomKey,
          idempotencyKey: `${key}:send:${i}:house`,
          memberId,
        },
      ];
      await ledgerAt(send.at).moveManyWithin(
        tx,
        moves.filter((m) => m.amount > 0n),
      );
    }
  });
};
