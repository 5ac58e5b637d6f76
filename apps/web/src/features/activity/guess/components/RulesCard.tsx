import { useTranslation } from '../../../../i18n';
import type { QuizInfo } from '../api/info';
import styles from '../Guess.module.css';

/** 活动规则 in plain words, from the terms the server sends. */
export function RulesCard({ rules }: { rules: NonNullable<QuizInfo['rules']> }) {
  const { t } = useTranslation();
  const lines = [
    t('promo.guess.ruleFree'),
    t('promo.guess.ruleKinds'),
    rules.buffCardsPerDay > 0
      ? t('promo.guess.ruleBuff', { count: rules.buffCardsPerDay, factor: rules.buffFactor })
      : t('promo.guess.ruleBuffNone'),
    rules.multiplier > 0
      ? t('promo.guess.ruleBonus', { multiplier: rules.multiplier, days: rules.validDays })
      : t('promo.guess.ruleBonusNone'),
  ];
  return (
    <section className={styles.card} data-testid="guess-rules">
      <h2 className={styles.cardTitle}>{t('promo.guess.rules')}</h2>
      <ol className={styles.rules}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
