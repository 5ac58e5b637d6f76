import { type PromotionTerms, promotionTerms } from '@courtside/contract';
import { parsePercentBp, toMinorUnits } from '@courtside/domain';
import type { BonusRule, ContributionWeights, GrantTerms, OfferRules } from '@courtside/domain/promotions';
import type { PromotionRow } from './store';

/** Percent text ("20.00") as basis points; the contract's schema admits only valid ones. */
const bp = (text: string): number => parsePercentBp(text) ?? 0;

/** Odds text ("1.50") as decimal odds x 1000, without a float. */
export const oddsOf = (text: string): number => {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
};

/** Decimal odds x 1000 as text with two places ("1.50"). */
export const oddsText = (odds: number): string =>
  `${Math.floor(odds / 1000)}.${String(Math.floor((odds % 1000) / 10)).padStart(2, '0')}`;

/** Terms read back from the database: parsed again, so a hand-edited row cannot slip past the schema. */
export const termsOf = (json: unknown): PromotionTerms => promotionTerms.parse(json);

export const weightsOf = (t: PromotionTerms): ContributionWeights => ({
  defaultBp: bp(t.weights.default),
  products: Object.fromEntries(Object.entries(t.weights.products).map(([k, v]) => [k, bp(v as string)])),
  games: Object.fromEntries(Object.entries(t.weights.games).map(([k, v]) => [k, bp(v)])),
  markets: Object.fromEntries(Object.entries(t.weights.markets).map(([k, v]) => [k, bp(v)])),
});

export const grantTermsOf = (t: PromotionTerms): GrantTerms => ({
  multiplier: t.multiplier,
  weights: weightsOf(t),
  minOdds: oddsOf(t.minOdds),
  maxBet: t.maxBet === null ? null : toMinorUnits(t.maxBet),
  maxWinMultiplier: t.maxWinMultiplier,
  validDays: t.validDays,
});

export const bonusRuleOf = (t: PromotionTerms): BonusRule =>
  t.bonus.kind === 'fixed'
    ? { kind: 'fixed', amount: toMinorUnits(t.bonus.amount) }
    : { kind: 'percent', percentBp: bp(t.bonus.percent), cap: toMinorUnits(t.bonus.cap) };

export const offerRulesOf = (p: PromotionRow, t: PromotionTerms): OfferRules => ({
  state: p.state as OfferRules['state'],
  startDay: p.startDay,
  endDay: p.endDay,
  siteId: p.siteId,
  requiresVipLevel: t.eligibility.requiresVipLevel,
  minVipLevel: t.eligibility.minVipLevel,
  deposit:
    p.kind === 'deposit'
      ? {
          nth: t.eligibility.depositNth,
          min: t.eligibility.minDeposit === null ? null : toMinorUnits(t.eligibility.minDeposit),
          max: t.eligibility.maxDeposit === null ? null : toMinorUnits(t.eligibility.maxDeposit),
        }
      : null,
  registeredWithinDays: t.eligibility.registeredWithinDays,
});
