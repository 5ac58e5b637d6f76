import type { Tx } from '../../platform/db';
import { memberProfiles } from './tables';

/** Binds demo members' real names (the demo sites ask for one before a deposit). */
export const seedRealNames = async (tx: Tx, names: readonly { memberId: number; realName: string }[]) => {
  if (names.length > 0) await tx.insert(memberProfiles).values([...names]);
};
