import type { GrantDetail, GrantView, OfferView, PromotionAdminView, PromotionKind } from '@courtside/contract';
import { formatPercentBp, fromMinorUnits } from '@courtside/domain';
import { conversion } from '@courtside/domain/promotions';
import type { EntryRow, GrantRow, PromotionRow } from './store';
import { termsOf } from './terms';

const money = (minor: bigint): string => fromMinorUnits(minor);

/** Progress as a percent of the requirement, two places; a requirement of zero is done. */
const percentDone = (progress: bigint, requirement: bigint): string =>
  requirement === 0n ? '100.00' : formatPercentBp(Number((progress * 10_000n) / requirement));

export const grantViewOf = (g: GrantRow, promotion: { title: string; kind: string }, openBets: number): GrantView => {
  const terms = termsOf(g.terms);
  return {
    id: g.id,
    promotionId: g.promotionId,
    title: promotion.title,
    kind: promotion.kind as PromotionKind,
    status: g.status as GrantView['status'],
    reason: g.reason as GrantView['reason'],
    currency: g.currency,
    granted: money(g.granted),
    balance: money(g.balance),
    requirement: money(g.requirement),
    progress: money(g.progress),
    remaining: money(g.requirement - g.progress),
    progressPercent: percentDone(g.progress, g.requirement),
    multiplier: terms.multiplier,
    minOdds: terms.minOdds,
    maxBet: g.maxBet === null ? null : money(g.maxBet),
    maxWinMultiplier: terms.maxWinMultiplier,
    openBets,
    expiresAt: g.expiresAt.toISOString(),
    createdAt: g.createdAt.toISOString(),
    closedAt: g.closedAt?.toISOString() ?? null,
    convertible: money(conversion(g.balance, g.granted, terms.maxWinMultiplier).paid),
    converted: g.converted === null ? null : money(g.converted),
  };
};

export const entryViewOf = (e: EntryRow): GrantDetail['entries'][number] => ({
  id: e.id,
  kind: e.kind as GrantDetail['entries'][number]['kind'],
  amount: money(e.amount),
  balanceAfter: money(e.balanceAfter),
  reference: e.reference,
  at: e.at.toISOString(),
});

/** Where an offer is taken part in when it is not claimed on the offers list. */
const OFFER_LINKS: Partial<Record<string, string>> = {
  deposit: '/app/deposit',
  vip: '/app/vip',
  signin: '/app/activity/carnivalactivity',
  birthday: '/app/birthday',
  welfare: '/app/welfare',
  backflow: '/app/deposit',
  invite: '/app/invite',
  wheel: '/app/activity/wheel',
  exchange: '/app/score/exchange',
  quiz: '/app/activity/guess',
  lottery: '/app/activity/lottery',
  barrier: '/app/activity/barrier',
  vote: '/app/activity/vote',
};

export const offerBase = (p: PromotionRow): Omit<OfferView, 'state' | 'reason' | 'grantId'> => ({
  link: OFFER_LINKS[p.kind] ?? null,
  id: p.id,
  code: p.code,
  kind: p.kind as PromotionKind,
  title: p.title,
  summary: p.summary,
  image: p.image,
  terms: termsOf(p.terms),
  startDay: p.startDay,
  endDay: p.endDay,
});

export const promotionAdminViewOf = (p: PromotionRow): PromotionAdminView => ({
  ...offerBase(p),
  state: p.state as PromotionAdminView['state'],
  budget: p.budget === null ? null : money(p.budget),
  budgetUsed: money(p.budgetUsed),
  maxReceivers: p.maxReceivers,
  receivers: p.receivers,
  sort: p.sort,
});
