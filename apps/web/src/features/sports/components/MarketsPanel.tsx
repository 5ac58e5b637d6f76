import type { MarketView, MatchDetail } from '@courtside/contract';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { EmptyState } from '../../../ui/States';
import styles from '../Sports.module.css';
import { BuilderBar } from '../slip/BuilderBar';
import { BuilderPickButton, contextOf, PickButton, type PickContext } from '../slip/PickButton';

const TABS = ['all', 'main', 'handicap', 'total', 'half', 'score', 'other'] as const;
type Tab = (typeof TABS)[number];

const inTab = (market: MarketView, tab: Tab) =>
  tab === 'all' || market.group === tab || (tab === 'other' && !TABS.includes(market.group as Tab));

/**
 * One market and its prices. A live push replaces only the markets it moved (the others keep their
 * identity), so an odds tick redraws the rows whose prices changed, not every market of the match.
 */
const MarketRow = memo(function MarketRow({
  market,
  context,
  building,
}: {
  market: MarketView;
  context: PickContext;
  /** In 组合投注 mode the prices go to the match's builder instead of the slip. */
  building: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.market}
      data-testid="market"
      data-market-id={market.id}
      data-type={market.type}
      data-status={market.status}
    >
      <span className={styles.marketName}>
        {market.name}
        {market.status === 'settled' && ` · ${t('sports.settled')}`}
      </span>
      <div className={styles.marketOutcomes}>
        {market.outcomes.map((outcome) =>
          building ? (
            <BuilderPickButton
              key={outcome.key}
              matchId={context.matchId}
              market={market}
              outcome={outcome}
              label={outcome.name}
            />
          ) : (
            <PickButton key={outcome.key} context={context} market={market} outcome={outcome} label={outcome.name} />
          ),
        )}
      </div>
    </div>
  );
});

/** Every market of a match by tab, each pick going to the slip; the bet builder where it is offered. */
export function MarketsPanel({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [building, setBuilding] = useState(false);
  const markets = match.markets.filter((m) => inTab(m, tab));
  const { id, status } = match;
  const homeName = match.home.name;
  const awayName = match.away.name;
  const context = useMemo(
    () => contextOf({ id, status, home: { name: homeName }, away: { name: awayName } }),
    [id, status, homeName, awayName],
  );
  // The builder prices football from the score model and basketball from its margin and total model;
  // a match still to be played or in play only.
  const builderOffered =
    (match.sport === 'football' || match.sport === 'basketball') &&
    (match.status === 'notStarted' || match.status === 'live');
  const tabs = TABS.filter((name) => name === 'all' || match.markets.some((m) => inTab(m, name)));
  return (
    <section className={styles.panel} data-testid="markets">
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('sports.match.markets')}</h2>
        {builderOffered && (
          <button
            type="button"
            className={[styles.filter, building && styles.filterOn].filter(Boolean).join(' ')}
            aria-pressed={building}
            onClick={() => setBuilding(!building)}
            data-testid="builder-toggle"
          >
            {t('sports.builder.title')}
          </button>
        )}
      </div>
      <p className={styles.note}>{t('sports.match.betSoon')}</p>
      {building && builderOffered && <BuilderBar context={contextOf(match)} />}
      <div className={styles.marketTabs} role="tablist">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === tab}
            className={[styles.filter, name === tab && styles.filterOn].filter(Boolean).join(' ')}
            onClick={() => setTab(name)}
          >
            {t(`sports.match.tabs.${name}`)}
          </button>
        ))}
      </div>
      {markets.length === 0 ? (
        <EmptyState title={t('sports.match.noMarkets')} compact icon="sports" />
      ) : (
        markets.map((market) => (
          <MarketRow key={market.id} market={market} context={context} building={building && builderOffered} />
        ))
      )}
    </section>
  );
}
