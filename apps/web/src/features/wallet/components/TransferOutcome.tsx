import { useTranslation } from '../../../i18n';
import type { useMoney } from '../../../shared/money';
import { Note } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import type { TransferResult } from '../api/transfer';

/** What became of a transfer: done, waiting for the venue, or undone. */
export function TransferOutcome({ result, format }: { result: TransferResult; format: ReturnType<typeof useMoney> }) {
  const { t } = useTranslation();
  const tone = ({ posted: 'success', pending: 'warning', voided: 'danger' } as const)[result.state];
  return (
    <Note tone={tone} role="status" data-testid="transfer-result" data-state={result.state}>
      <Icon name={result.state === 'posted' ? 'shield' : result.state === 'pending' ? 'clock' : 'alert'} />
      {result.state === 'posted'
        ? t('wallet.transfer.posted', { money: format(result.centreAvailable) })
        : t(`wallet.transfer.${result.state}`)}
    </Note>
  );
}
