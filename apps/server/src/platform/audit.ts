import type { Executor } from './db';
import { auditLog } from './tables';

/**
 * One row of the audit log: who did what in the back office, with what it was before and after.
 * Written in the action's own transaction where the action has one, so the two stand or fall together.
 */
export const insertAudit = (db: Executor, entry: { actor: string; action: string; detail: unknown }) =>
  db.insert(auditLog).values(entry);
