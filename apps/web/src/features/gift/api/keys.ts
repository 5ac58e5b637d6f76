import type { GiftRoom, RankPeriod } from '@courtside/contract';

/** Query keys of gold coins and gifts; all start with 'gift', so logout drops the member's in one call. */
export const giftKeys = {
  all: ['gift'] as const,
  catalogue: () => [...giftKeys.all, 'catalogue'] as const,
  coins: () => [...giftKeys.all, 'coins'] as const,
  permission: (room: GiftRoom, loggedIn: boolean) =>
    [...giftKeys.all, 'permission', room.roomType, room.roomId, loggedIn] as const,
  ranks: () => [...giftKeys.all, 'rank'] as const,
  rank: (room: GiftRoom, period: RankPeriod) => [...giftKeys.ranks(), room.roomType, room.roomId, period] as const,
  earnings: () => [...giftKeys.all, 'earnings'] as const,
  records: () => [...giftKeys.all, 'records'] as const,
  recordsPage: (page: number) => [...giftKeys.records(), page] as const,
};
