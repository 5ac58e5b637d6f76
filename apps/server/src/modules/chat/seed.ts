import { chatRoomKey } from '@courtside/contract';
import type { Tx } from '../../platform/db';
import * as store from './store';

/**
 * A new site's word list, and a few past lines in each anchor room so a room is not empty on first
 * visit. The lines belong to no member account (invented viewers), a minute apart.
 */
export const seedChat = async (
  tx: Tx,
  siteId: number,
  seed: { words: readonly string[]; anchorRoomIds: readonly number[]; lines: readonly [string, number, string][] },
  now: Date,
): Promise<void> => {
  await store.addWords(tx, siteId, [...seed.words]);
  for (const id of seed.anchorRoomIds) {
    const roomKey = chatRoomKey({ kind: 'anchor', id });
    for (const [i, [nick, level, text]] of seed.lines.entries()) {
      await store.insertMessage(tx, {
        siteId,
        roomKey,
        kind: 'text',
        memberId: null,
        username: nick,
        level,
        data: text,
        createdAt: new Date(now.getTime() - (seed.lines.length - i) * 60_000),
      });
    }
  }
};
