import type { WheelSegmentView } from '@courtside/contract';
import { useTranslation } from '../../../../i18n';
import { useMoney } from '../../../../shared/money';
import { segmentTone } from '../geometry';
import styles from '../Wheel.module.css';
import { prizeText } from './prize';

/** 奖项与概率: every prize with its disclosed chance, as the server computed it from the weights. */
export function PrizeTable({ segments }: { segments: readonly WheelSegmentView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.card} data-testid="wheel-prizes">
      <h2 className={styles.cardTitle}>{t('promo.wheel.prizes')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('promo.wheel.prizeName')}</th>
            <th scope="col">{t('promo.wheel.prizeValue')}</th>
            <th scope="col" className={styles.num}>
              {t('promo.wheel.chance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment) => (
            <tr key={segment.index} data-testid="wheel-prize" data-index={segment.index} data-chance={segment.chance}>
              <td>
                <span className={styles.swatch} data-tone={segmentTone(segment.index, segments.length)} />
                {segment.label}
              </td>
              <td className={styles.muted}>{prizeText(t, money, segment)}</td>
              <td className={styles.num} data-testid="wheel-prize-chance">
                {t('promo.wheel.chanceValue', { chance: segment.chance })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('promo.wheel.chancesNote')}</p>
    </section>
  );
}
