import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { sandboxSessionCuts } from '../tables';
import { type GameSession, issuedAt } from './token';

/**
 * The provider's record of sessions the operator ended: every token of the member issued up to the
 * cut stops playing, while a later launch (once the member may play again) gets a new one that does.
 */
export class SessionCuts {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async cut(siteId: number, memberId: number): Promise<void> {
    const at = new Date(this.now());
    await this.db
      .insert(sandboxSessionCuts)
      .values({ siteId, memberId, cutAt: at })
      .onConflictDoUpdate({
        target: [sandboxSessionCuts.siteId, sandboxSessionCuts.memberId],
        set: { cutAt: sql`greatest(${sandboxSessionCuts.cutAt}, ${at.toISOString()}::timestamptz)` },
      });
  }

  /** Whether the operator ended this session (play money never is). */
  async ended(session: GameSession): Promise<boolean> {
    if (session.demo !== null) return false;
    const [row] = await this.db
      .select({ cutAt: sandboxSessionCuts.cutAt })
      .from(sandboxSessionCuts)
      .where(and(eq(sandboxSessionCuts.siteId, session.siteId), eq(sandboxSessionCuts.memberId, session.memberId)));
    return row !== undefined && issuedAt(session) <= row.cutAt.getTime();
  }
}
