import type { Executor } from '../../platform/db';

/**
 * Written in the same transaction as a back-office decision (its audit row), so a decision never
 * stands without its record, nor the record without the decision.
 */
export type DecisionRecord = (tx: Executor, change: { before: string; after: string }) => Promise<unknown>;
