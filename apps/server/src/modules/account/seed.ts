import type { Tx } from '../../platform/db';
import { hashPassword, newInviteCode } from '../../platform/secrets';
import { members } from './tables';

export interface MemberSeed {
  name: string;
  password: string;
  nickname: string;
  status: number;
  phone: string | null;
  email: string | null;
}

/**
 * Creates demo members on a new site; answers their ids by name. Members with the same (published
 * demo) password share one hash of it: a hash costs tens of milliseconds, and every test seeds a site.
 */
export const seedMembers = async (
  tx: Tx,
  siteId: number,
  seeds: readonly MemberSeed[],
): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    const known = hashes.get(password) ?? hashPassword(password);
    hashes.set(password, known);
    return known;
  };
  for (const m of seeds) {
    const [created] = await tx
      .insert(members)
      .values({
        siteId,
        name: m.name,
        passwordHash: await hashOf(m.password),
        nickname: m.nickname,
        status: m.status,
        phone: m.phone,
        email: m.email,
        inviteCode: newInviteCode(),
        registerIp: '127.0.0.1',
        registerDevice: 'seed',
      })
      .returning({ id: members.id });
    if (created) ids.set(m.name, created.id);
  }
  return ids;
};
