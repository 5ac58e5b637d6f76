import type { PromotionTerms } from '@courtside/contract';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/money';
import styles from '../Promotions.module.css';

const trimPercent = (text: string): string => String(Number(text));

/** An offer's significant terms in plain Chinese, shown with the offer (never behind a link). */
export function TermsList({ terms, testId }: { terms: PromotionTerms; testId?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const counted = Object.entries(terms.weights.products).filter(([, percent]) => Number(percent) > 0);
  const lines = [
    terms.bonus.kind === 'fixed'
      ? t('promo.terms.bonusFixed', { money: money(terms.bonus.amount) })
      : t('promo.terms.bonusPercent', { percent: trimPercent(terms.bonus.percent), cap: money(terms.bonus.cap) }),
    terms.multiplier > 0 ? t('promo.terms.multiplier', { multiplier: terms.multiplier }) : t('promo.terms.noWagering'),
    counted.length > 0
      ? t('promo.terms.weights', {
          list: counted
            .map(([product, percent]) =>
              t('promo.terms.weightItem', {
                product: t(`promo.terms.products.${product}`),
                percent: trimPercent(percent ?? '0'),
              }),
            )
            .join('、'),
        })
      : null,
    t('promo.terms.minOdds', { odds: terms.minOdds }),
    terms.maxBet ? t('promo.terms.maxBet', { money: money(terms.maxBet) }) : null,
    terms.maxWinMultiplier ? t('promo.terms.maxWin', { times: terms.maxWinMultiplier }) : null,
    t('promo.terms.validDays', { days: terms.validDays }),
    terms.eligibility.depositNth === 1 && terms.eligibility.minDeposit
      ? t('promo.terms.depositFirst', { money: money(terms.eligibility.minDeposit) })
      : terms.eligibility.minDeposit
        ? t('promo.terms.depositMin', { money: money(terms.eligibility.minDeposit) })
        : null,
    terms.eligibility.registeredWithinDays
      ? t('promo.terms.registered', { days: terms.eligibility.registeredWithinDays })
      : null,
    terms.eligibility.identityChecks.length > 0 ? t('promo.terms.oneIdentity') : null,
    t('promo.terms.realFirst'),
  ].filter((line): line is string => line !== null);
  return (
    <ol className={styles.terms} data-testid={testId}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ol>
  );
}
