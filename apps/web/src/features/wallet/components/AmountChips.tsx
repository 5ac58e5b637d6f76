import { formatMoney, fromMinorUnits } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import styles from '../Wallet.module.css';

const CHIPS = ['100', '500', '1000', '5000'] as const;

/** Quick amounts and 全部 (everything the source holds) under a money amount field. */
export function AmountChips({ limit, onPick }: { limit: bigint; onPick: (amount: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset} aria-label={t('wallet.transfer.chipsLabel')}>
      <div className={styles.chips}>
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className={styles.chip}
            onClick={() => onPick(chip)}
            data-testid="amount-chip"
            data-amount={chip}
          >
            {formatMoney(chip).replace(/\.00$/, '')}
          </button>
        ))}
        <button
          type="button"
          className={styles.chip}
          onClick={() => onPick(fromMinorUnits(limit))}
          disabled={limit === 0n}
          data-testid="amount-chip"
          data-amount="all"
        >
          {t('wallet.transfer.all')}
        </button>
      </div>
    </fieldset>
  );
}
