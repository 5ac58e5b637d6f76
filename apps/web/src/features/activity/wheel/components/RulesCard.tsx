import { toMinorUnits } from '@courtside/domain';
import { useTranslation } from '../../../../i18n';
import { useMoney } from '../../../../shared/money';
import type { WheelInfo } from '../api/info';
import styles from '../Wheel.module.css';

/** 活动规则 in plain words, from the terms the server sends (never a copy of them in the page). */
export function RulesCard({ rules }: { rules: NonNullable<WheelInfo['rules']> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = [
    toMinorUnits(rules.turnoverPerChance) > 0n
      ? t('promo.wheel.ruleTurnover', { money: money(rules.turnoverPerChance) })
      : t('promo.wheel.ruleTurnoverNone'),
    ...(rules.signInChances > 0 ? [t('promo.wheel.ruleSignIn', { count: rules.signInChances })] : []),
    t('promo.wheel.ruleMax', { count: rules.dailyChancesMax }),
    rules.multiplier > 0
      ? t('promo.wheel.ruleBonus', { multiplier: rules.multiplier, days: rules.validDays })
      : t('promo.wheel.ruleBonusNone'),
    t('promo.wheel.rulePoints'),
    t('promo.wheel.ruleFair'),
  ];
  return (
    <section className={styles.card} data-testid="wheel-rules">
      <h2 className={styles.cardTitle}>{t('promo.wheel.rules')}</h2>
      <ol className={styles.rules}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
