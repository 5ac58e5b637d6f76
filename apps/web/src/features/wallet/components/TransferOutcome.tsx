import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import type { TransferResult } from '../api/transfer';
import styles from '../Wallet.module.css';
import type { useMoney } from './money';

/** What became of a transfer: done, waiting for the venue, or undone. */
export function TransferOutcome({ result, format }: { result: TransferResult; format: ReturnType<typeof useMoney> }) {
  const { t } = useTranslation();
  const tone = { posted: styles.noteSuccess, pending: styles.noteWarning, voided: styles.noteDanger }[result.state];
  return (
    <p className={[styles.note, tone].join(' ')} role="status" data-testid="transfer-result" data-state={result.state}>
      <Icon name={result.state === 'posted' ? 'shield' : result.state === 'pending' ? 'clock' : 'alert'} />
      {result.state === 'posted'
        ? t('wallet.transfer.posted', { money: format(result.centreAvailable) })
        : t(`wallet.transfer.${result.state}`)}
    </p>
  );
}
