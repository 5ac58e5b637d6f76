import { dealKind } from '@courtside/contract';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import styles from '../../../shared/Money.module.css';
import { useMoney } from '../../../shared/money';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { buttonClass } from '../../../ui/Button';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import surface from '../../../ui/Surface.module.css';
import { SelectField, TextField } from '../../../ui/TextField';
import { DepositRecords, WithdrawRecords } from '../../payment';
import {
  type DealRecord,
  isRangeValid,
  type RecordFilters,
  readRecordFilters,
  toDealRecordsRequest,
  useDealRecords,
  writeRecordFilters,
} from '../api/dealRecords';
import { useVenues } from '../api/venues';

const stateTone: Record<DealRecord['state'], BadgeTone> = {
  posted: 'success',
  pending: 'warning',
  voided: 'muted',
};

const skeletonRows = ['a', 'b', 'c', 'd'];

function RecordRow({ record, venueName }: { record: DealRecord; venueName: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const negative = record.amount.startsWith('-');
  const magnitude = negative ? record.amount.slice(1) : record.amount;
  return (
    <li className={surface.record} data-testid="record-item" data-kind={record.kind}>
      <div className={surface.recordMain}>
        <span className={surface.recordTitle}>
          {t(`wallet.records.kinds.${record.kind}`, { defaultValue: record.kind })}
        </span>
        <span className={surface.recordMeta}>
          {venueName} · {formatTime(record.createdAt)}
        </span>
      </div>
      <div className={surface.recordSide}>
        <strong className={negative ? styles.amountMinus : styles.amountPlus} data-testid="record-amount">
          {t(negative ? 'wallet.signed.minus' : 'wallet.signed.plus', { money: money(magnitude) })}
        </strong>
        <Badge tone={stateTone[record.state]}>{t(`wallet.records.states.${record.state}`)}</Badge>
      </div>
    </li>
  );
}

/** 资金记录: the member's money movements, filtered by kind and dates, a page at a time. */
function DealRecords() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The default range is "the last 7 days" as of opening the page, not as of each render.
  const [openedAt] = useState(() => Date.now());
  const filters = useMemo(() => readRecordFilters(params, openedAt), [params, openedAt]);
  const rangeValid = isRangeValid(filters);
  const records = useDealRecords(toDealRecordsRequest(filters), rangeValid);
  const venues = useVenues();
  const venueNames = useMemo(
    () => new Map((venues.data ?? []).map((venue) => [venue.venueCode, venue.venueName])),
    [venues.data],
  );

  const apply = (change: Partial<RecordFilters>) =>
    setParams(writeRecordFilters({ ...filters, page: 1, ...change }), { replace: true });
  const goTo = (page: number) => setParams(writeRecordFilters({ ...filters, page }));

  // Only a transfer concerns a venue; savings (yeb*) movements are savings'; deposits, withdrawals,
  // bonuses and adjustments are the centre wallet's.
  const placeOf = ({ kind, venueCode }: DealRecord) =>
    kind === 'transferIn' || kind === 'transferOut'
      ? (venueNames.get(venueCode) ?? venueCode)
      : kind.startsWith('yeb')
        ? t('wallet.records.savingsWallet')
        : t('wallet.records.centreWallet');

  return (
    <>
      <section className={[surface.card, styles.filters].join(' ')} data-testid="records-filters">
        <SelectField
          label={t('wallet.records.kind')}
          value={filters.kind ?? ''}
          onChange={(event) => {
            const kind = dealKind.safeParse(event.target.value);
            apply({ kind: kind.success ? kind.data : null });
          }}
          data-testid="records-kind"
        >
          <option value="">{t('wallet.records.allKinds')}</option>
          {dealKind.options.map((kind) => (
            <option key={kind} value={kind}>
              {t(`wallet.records.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <div className={[fieldStyles.grid, styles.dates].join(' ')}>
          <TextField
            label={t('wallet.records.from')}
            type="date"
            value={filters.from}
            max={filters.to}
            onChange={(event) => event.target.value && apply({ from: event.target.value })}
            error={rangeValid ? undefined : t('wallet.records.badRange')}
            data-testid="records-from"
          />
          <TextField
            label={t('wallet.records.to')}
            type="date"
            value={filters.to}
            min={filters.from}
            onChange={(event) => event.target.value && apply({ to: event.target.value })}
            data-testid="records-to"
          />
        </div>
      </section>

      <section className={surface.card} aria-busy={records.isFetching || undefined}>
        {!rangeValid ? null : records.isPending ? (
          <ul className={surface.records} data-testid="records-loading">
            {skeletonRows.map((row) => (
              <li key={row}>
                <Skeleton className={surface.skeletonRow} />
              </li>
            ))}
          </ul>
        ) : records.isError ? (
          <ErrorState compact onRetry={() => records.refetch()} testId="records-error" />
        ) : records.data.items.length === 0 ? (
          <EmptyState compact icon="clock" title={t('wallet.records.empty')} testId="records-empty" />
        ) : (
          <ul className={[surface.records, records.isPlaceholderData && surface.stale].filter(Boolean).join(' ')}>
            {records.data.items.map((record) => (
              <RecordRow key={record.id} record={record} venueName={placeOf(record)} />
            ))}
          </ul>
        )}
        {rangeValid && records.data && !records.isError && (
          <Pager
            page={filters.page}
            pageSize={records.data.pageSize}
            total={records.data.total}
            busy={records.isFetching}
            onPage={goTo}
            label={t('wallet.records.title')}
          />
        )}
      </section>
    </>
  );
}

const TABS = ['deals', 'deposits', 'withdrawals'] as const;
type RecordsTab = (typeof TABS)[number];

/** 资金记录 with its sister lists: deposit orders and withdrawals, one tab each (`?tab=`). */
export function RecordsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab: RecordsTab = TABS.find((item) => item === params.get('tab')) ?? 'deals';
  return (
    <WalletFrame
      title={t('wallet.records.title')}
      subtitle={t('wallet.records.subtitle')}
      backTo="/app/transfer"
      testId="records-page"
      actions={
        <Link to="/app/transfer" className={buttonClass({ variant: 'ghost', size: 'sm' }, styles.headerLink)}>
          <Icon name="transfer" />
          {t('wallet.records.back')}
        </Link>
      }
    >
      <div className={styles.recordsBody}>
        <nav className={styles.tabs} aria-label={t('wallet.records.title')}>
          {TABS.map((item) => (
            <Link
              key={item}
              to={item === 'deals' ? '/app/transfer/records' : `/app/transfer/records?tab=${item}`}
              replace
              className={styles.tab}
              aria-current={item === tab ? 'page' : undefined}
              data-testid={`records-tab-${item}`}
            >
              {t(`payment.records.tabs.${item}`)}
            </Link>
          ))}
        </nav>
        {tab === 'deposits' ? <DepositRecords /> : tab === 'withdrawals' ? <WithdrawRecords /> : <DealRecords />}
      </div>
    </WalletFrame>
  );
}
