import { type BaccaratResult, beadPlate, bigRoad, ROAD_ROWS } from '@courtside/domain/casino';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import styles from './BaccaratGame.module.css';

/**
 * The 珠盘路 and 大路 of the shoe so far. Memoised on the dealt hands, which the table's poll keeps as
 * the same array until a hand is dealt, so the once-a-second poll and timer do not lay them out again.
 */
export const BaccaratRoads = memo(function BaccaratRoads({ dealt }: { dealt: readonly BaccaratResult[] }) {
  const { t } = useTranslation();
  const beads = beadPlate(dealt);
  const road = bigRoad(dealt);
  return (
    <div className={styles.roads}>
      <section>
        <h2 className={styles.roadTitle}>{t('casino.baccarat.bead')}</h2>
        <div
          className={styles.bead}
          style={{ gridTemplateRows: `repeat(${ROAD_ROWS}, var(--space-6))` }}
          data-testid="baccarat-bead"
        >
          {beads.map((b) => (
            <span
              key={`${b.column}-${b.row}`}
              className={[styles.bead1, styles[b.outcome]].filter(Boolean).join(' ')}
              style={{ gridColumn: b.column + 1, gridRow: b.row + 1 }}
            >
              {b.outcome === 'player'
                ? t('casino.baccarat.player')
                : b.outcome === 'banker'
                  ? t('casino.baccarat.banker')
                  : t('casino.baccarat.tie')}
            </span>
          ))}
        </div>
      </section>
      <section>
        <h2 className={styles.roadTitle}>{t('casino.baccarat.bigRoad')}</h2>
        <div
          className={styles.big}
          style={{ gridTemplateRows: `repeat(${ROAD_ROWS}, var(--space-6))` }}
          data-testid="baccarat-bigroad"
        >
          {road.cells.map((c) => (
            <span
              key={`${c.column}-${c.row}`}
              className={[styles.ring, styles[c.outcome]].filter(Boolean).join(' ')}
              style={{ gridColumn: c.column + 1, gridRow: c.row + 1 }}
            >
              {c.ties > 0 ? c.ties : ''}
            </span>
          ))}
        </div>
      </section>
    </div>
  );
});
