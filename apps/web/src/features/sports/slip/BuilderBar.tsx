import { formatMoney, fromMinorUnits } from '@courtside/domain';
import { potentialReturn } from '@courtside/domain/betting';
import { useTranslation } from '../../../i18n';
import { isUnanswered } from '../../../shared/requestId';
import { Button } from '../../../ui/Button';
import { formatOdds, useOddsFormat } from '../api/oddsFormat';
import { useBuilderPrice } from './api';
import styles from './BetSlip.module.css';
import { addBuilderToSlip, clearBuilder, useBuilder } from './builder';
import type { PickContext } from './PickButton';
import type { BuilderLeg } from './store';

const NO_LEGS: BuilderLeg[] = [];
/** 投注100可赢: the return of a stake of 100.00, in minor units as every amount. */
const HUNDRED = 10_000n;

/**
 * 组合投注 on a match page: the selections chosen so far, their combined price from the server (or why
 * they cannot be combined), and the way onto the slip.
 */
export function BuilderBar({ context }: { context: PickContext }) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  // Two plain selections: a selector that made a new empty list would re-render without end.
  const builderMatch = useBuilder((s) => s.matchId);
  const allLegs = useBuilder((s) => s.legs);
  const legs = builderMatch === context.matchId ? allLegs : NO_LEGS;
  const price = useBuilderPrice(legs);
  // A refresh that got no answer keeps the price already shown (placing checks the odds again); only
  // the server's refusal, or no price at all, takes the way onto the slip away.
  const refusal =
    price.error instanceof Error && (!price.data || !isUnanswered(price.error)) ? price.error.message : null;
  return (
    <section className={styles.builder} aria-label={t('sports.builder.title')} data-testid="builder-bar">
      <header className={styles.pickHead}>
        <strong className={styles.pickOutcome}>{t('sports.builder.title')}</strong>
        {legs.length > 0 && (
          <button type="button" className={styles.link} onClick={clearBuilder}>
            {t('sports.slip.clear')}
          </button>
        )}
      </header>
      {legs.length === 0 ? (
        <p className={styles.pickMeta}>{t('sports.builder.hint')}</p>
      ) : (
        <ul className={styles.builderLegs}>
          {legs.map((leg) => (
            <li key={leg.marketId}>
              {leg.outcomeName} <span className={styles.pickMeta}>{leg.marketName}</span>
            </li>
          ))}
        </ul>
      )}
      {legs.length === 1 && <p className={styles.pickMeta}>{t('sports.builder.more')}</p>}
      {refusal && legs.length >= 2 && <p className={styles.notice}>{refusal}</p>}
      {price.data && legs.length >= 2 && !refusal && (
        <div className={styles.changes}>
          <span>
            {t('sports.builder.price')}{' '}
            <strong data-testid="builder-odds">{formatOdds(price.data.odds, format)}</strong>
            {' · '}
            {t('sports.builder.per100', {
              amount: formatMoney(fromMinorUnits(potentialReturn(HUNDRED, [price.data.odds]))),
            })}
          </span>
          <Button
            size="sm"
            onClick={() => addBuilderToSlip(context, price.data.odds, t('sports.builder.title'))}
            data-testid="builder-add"
          >
            {t('sports.builder.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
