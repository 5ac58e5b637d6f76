import { Link } from 'react-router';
import { buttonClass } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/** The header link from a payment page to its tab of the records. */
export function RecordsLink({
  tab,
  label,
  testId,
}: {
  tab: 'deposits' | 'withdrawals';
  label: string;
  testId: string;
}) {
  return (
    <Link
      to={`/app/transfer/records?tab=${tab}`}
      className={buttonClass({ variant: 'ghost', size: 'sm' })}
      data-testid={testId}
    >
      <Icon name="clock" />
      {label}
    </Link>
  );
}
