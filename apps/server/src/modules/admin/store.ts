import type { Executor } from '../../platform/db';
import { auditLog } from './tables';

export const insertAudit = (db: Executor, entry: { actor: string; action: string; detail: unknown }) =>
  db.insert(auditLog).values(entry);
