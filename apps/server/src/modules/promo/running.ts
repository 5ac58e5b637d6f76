import type { Executor } from '../../platform/db';
import * as store from './store';
import { termsOf } from './terms';

/**
 * The promotion an activity pays from, looked up by its code: only when it is of the activity's kind
 * and running (an operator's pause stops the activity at once), with its terms parsed.
 */
export const runningPromotion = async (db: Executor, siteId: number, code: string, kind: string) => {
  const promotion = await store.findPromotionByCode(db, siteId, code);
  if (promotion?.kind !== kind || promotion.state !== 'active') return null;
  return { promotion, terms: termsOf(promotion.terms) };
};
