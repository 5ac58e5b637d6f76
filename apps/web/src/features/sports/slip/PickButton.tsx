import type { MarketView, OutcomeView } from '@courtside/contract';
import { i18n } from '../../../i18n';
import { notify } from '../../../ui/toast';
import { OddsButton } from '../components/OddsButton';
import { toggleBuilderLeg, useBuilder } from './builder';
import { SLIP_MAX, togglePick, useSlip } from './store';

/** What the slip needs to know of the match an outcome belongs to. */
export interface PickContext {
  matchId: number;
  live: boolean;
  /** `主队 vs 客队`, or the league of an outright. */
  matchLabel: string;
}

/** An odds button that puts its outcome on the bet slip (or takes it off); a picked one stays lit. */
export function PickButton({
  context,
  market,
  outcome,
  label,
}: {
  context: PickContext;
  market: MarketView;
  outcome: OutcomeView;
  label?: string;
}) {
  const picked = useSlip((s) => s.picks.some((p) => p.marketId === market.id && p.outcome === outcome.key));
  const open = market.status === 'active';
  const pick = () => {
    const taken = togglePick({
      marketId: market.id,
      matchId: context.matchId,
      outcome: outcome.key,
      odds: outcome.odds,
      marketVersion: market.version,
      open,
      live: context.live,
      matchLabel: context.matchLabel,
      marketName: market.name,
      outcomeName: outcome.name,
    });
    if (!taken) notify(i18n.t('sports.slip.full', { count: SLIP_MAX }));
  };
  return <OddsButton outcome={outcome} open={open} picked={picked} onPick={pick} {...(label ? { label } : {})} />;
}

export const contextOf = (match: {
  id: number;
  status: string;
  home: { name: string };
  away: { name: string };
}): PickContext => ({
  matchId: match.id,
  live: match.status === 'live',
  matchLabel: `${match.home.name} vs ${match.away.name}`,
});

/** In 组合投注 mode, an odds button adds its outcome to the match's builder instead of the slip. */
export function BuilderPickButton({
  matchId,
  market,
  outcome,
  label,
}: {
  matchId: number;
  market: MarketView;
  outcome: OutcomeView;
  label?: string;
}) {
  const picked = useBuilder(
    (s) => s.matchId === matchId && s.legs.some((l) => l.marketId === market.id && l.outcome === outcome.key),
  );
  return (
    <OddsButton
      outcome={outcome}
      open={market.status === 'active'}
      picked={picked}
      onPick={() => toggleBuilderLeg(matchId, market, outcome)}
      {...(label ? { label } : {})}
    />
  );
}
