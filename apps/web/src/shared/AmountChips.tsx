import { formatMoney, fromMinorUnits } from '@courtside/domain';
import { useTranslation } from '../i18n';
import { AmountChips as Chips } from '../ui/Choice';

const CHIPS = ['100', '500', '1000', '5000'] as const;

/** Quick amounts and 全部 (everything the source holds) under a money amount field. */
export function AmountChips({ limit, onPick }: { limit: bigint; onPick: (amount: string) => void }) {
  const { t } = useTranslation();
  return (
    <Chips
      label={t('wallet.transfer.chipsLabel')}
      chips={[
        ...CHIPS.map((chip) => ({ value: chip, label: formatMoney(chip).replace(/\.00$/, '') })),
        { value: fromMinorUnits(limit), key: 'all', label: t('wallet.transfer.all'), disabled: limit === 0n },
      ]}
      onPick={onPick}
    />
  );
}
