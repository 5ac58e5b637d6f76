import { depositState, withdrawState } from '@courtside/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { Badge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import surface from '../../../ui/Surface.module.css';
import { SelectField } from '../../../ui/TextField';
import { PAYMENT_RECORDS_PAGE_SIZE, useDepositRecords, useWithdrawRecords } from '../api/records';
import type { Withdrawal } from '../api/withdraw';
import styles from '../Payment.module.css';
import { creditedOf } from '../rules';
import { usePaymentMoney } from './money';
import { depositStateTone } from './OrderView';
import { WithdrawalCard, withdrawStateTone } from './WithdrawalCard';

const skeletonRows = ['a', 'b', 'c', 'd'];

const requestOf = <S extends string>({ page, state }: { page: number; state: S | undefined }) => ({
  page,
  pageSize: PAYMENT_RECORDS_PAGE_SIZE,
  ...(state ? { state } : {}),
});

/** Page and state filter live in the address, like the deal records' filters. */
function useListParams<S extends string>(states: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = states.find((item) => item === raw);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const write = (next: { state?: S | undefined; page: number }) => {
    const out = new URLSearchParams(params);
    if (next.state) out.set('state', next.state);
    else out.delete('state');
    if (next.page > 1) out.set('page', String(next.page));
    else out.delete('page');
    setParams(out, { replace: true });
  };
  return {
    state,
    page,
    setState: (value: string) => write({ state: states.find((item) => item === value), page: 1 }),
    setPage: (value: number) => write({ state, page: value }),
  };
}

interface RecordsQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: { items: T[]; total: number; pageSize: number } | undefined;
}

/** A paged payment list: the state filter, the rows (or their loading, empty and failed states) and the pager. */
function RecordsCard<T, S extends string>({
  testId,
  states,
  stateText,
  list,
  query,
  empty,
  label,
  render,
  children,
}: {
  testId: string;
  states: readonly S[];
  stateText: (state: S) => string;
  list: ReturnType<typeof useListParams<S>>;
  query: RecordsQuery<T>;
  empty: string;
  label: string;
  render: (item: T) => React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={surface.card} data-testid={testId} aria-busy={query.isFetching || undefined}>
      <SelectField
        label={t('payment.records.state')}
        value={list.state ?? ''}
        onChange={(event) => list.setState(event.target.value)}
        data-testid="payment-records-state"
      >
        <option value="">{t('payment.records.allStates')}</option>
        {states.map((item) => (
          <option key={item} value={item}>
            {stateText(item)}
          </option>
        ))}
      </SelectField>
      {query.isPending ? (
        <ul className={styles.list} data-testid="payment-records-loading">
          {skeletonRows.map((row) => (
            <li key={row}>
              <Skeleton className={surface.skeletonRow} />
            </li>
          ))}
        </ul>
      ) : query.isError || !query.data ? (
        <ErrorState compact onRetry={() => query.refetch()} testId="payment-records-error" />
      ) : query.data.items.length === 0 ? (
        <EmptyState compact icon="clock" title={empty} testId="payment-records-empty" />
      ) : (
        <ul className={[surface.records, query.isPlaceholderData && surface.stale].filter(Boolean).join(' ')}>
          {query.data.items.map(render)}
        </ul>
      )}
      {query.data && !query.isError && (
        <Pager
          page={list.page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          busy={query.isFetching}
          onPage={list.setPage}
          label={label}
          testId="payment-records"
        />
      )}
      {children}
    </section>
  );
}

/** 存款记录: every deposit order, newest first; a row opens the order on the deposit page. */
export function DepositRecords() {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  const navigate = useNavigate();
  const list = useListParams(depositState.options);
  const records = useDepositRecords(requestOf(list));
  return (
    <RecordsCard
      testId="deposit-records"
      states={depositState.options}
      stateText={(item) => t(`payment.depositStates.${item}`)}
      list={list}
      query={records}
      empty={t('payment.records.depositsEmpty')}
      label={t('payment.records.tabs.deposits')}
      render={(order) => (
        <li key={order.orderNo}>
          <button
            type="button"
            className={[surface.record, styles.recordButton].join(' ')}
            onClick={() => navigate(`/app/deposit?order=${encodeURIComponent(order.orderNo)}`)}
            data-testid="deposit-record"
            data-order={order.orderNo}
          >
            <span className={surface.recordMain}>
              <span className={surface.recordTitle}>{t(`payment.kinds.${order.kind}`)}</span>
              <span className={styles.meta}>
                {order.orderNo} · {formatTime(order.createdAt)}
              </span>
            </span>
            <span className={surface.recordSide}>
              <strong className={styles.recordAmount}>
                {money(order.state === 'paid' ? creditedOf(order) : order.amount)}
              </strong>
              <Badge tone={depositStateTone[order.state]}>{t(`payment.depositStates.${order.state}`)}</Badge>
            </span>
            <Icon name="chevronRight" />
          </button>
        </li>
      )}
    />
  );
}

/** {{withdraw}}记录: every withdrawal; a row opens its status with the actions it allows. */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  const list = useListParams(withdrawState.options);
  const records = useWithdrawRecords(requestOf(list));
  const [openNo, setOpenNo] = useState<string | null>(null);
  // The open detail follows the list, so an action's refetch shows in it too.
  const open: Withdrawal | undefined = records.data?.items.find((item) => item.orderNo === openNo);
  return (
    <RecordsCard
      testId="withdraw-records"
      states={withdrawState.options}
      stateText={(item) => t(`payment.withdrawStates.${item}`)}
      list={list}
      query={records}
      empty={t('payment.records.withdrawalsEmpty')}
      label={t('payment.records.tabs.withdrawals')}
      render={(item) => (
        <li key={item.orderNo}>
          <button
            type="button"
            className={[surface.record, styles.recordButton].join(' ')}
            onClick={() => setOpenNo(item.orderNo)}
            data-testid="withdraw-record"
            data-order={item.orderNo}
          >
            <span className={surface.recordMain}>
              <span className={surface.recordTitle}>
                {item.destination.label} {item.destination.account}
              </span>
              <span className={styles.meta}>
                {item.orderNo} · {formatTime(item.createdAt)}
              </span>
            </span>
            <span className={surface.recordSide}>
              <strong className={styles.recordAmount}>{money(item.amount)}</strong>
              <Badge tone={withdrawStateTone[item.state]}>{t(`payment.withdrawStates.${item.state}`)}</Badge>
            </span>
            <Icon name="chevronRight" />
          </button>
        </li>
      )}
    >
      <Modal
        open={open !== undefined}
        onOpenChange={(next) => !next && setOpenNo(null)}
        title={t('payment.records.detailTitle')}
        closeLabel={t('common.close')}
        wide
        testId="withdraw-detail"
      >
        {open && <WithdrawalCard withdrawal={open} title={open.orderNo} />}
      </Modal>
    </RecordsCard>
  );
}
