import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from './db';
import { auditLog } from './tables';

/**
 * The request an audit row is written for. Back-office routes run their handler inside it, so every
 * module's audit rows name the caller's address without each service passing it along.
 */
export const auditScope = new AsyncLocalStorage<{ ip: string }>();

/**
 * One row of the audit log: who did what in the back office, from where, with what it was before and
 * after. Written in the action's own transaction where the action has one, so the two stand or fall together.
 */
export const insertAudit = (db: Executor, entry: { actor: string; action: string; detail: unknown; ip?: string }) =>
  db.insert(auditLog).values({ ...entry, ip: entry.ip ?? auditScope.getStore()?.ip ?? null });
