import { formatMoney, isMoney, toMinorUnits } from '@courtside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { useRequestId } from '../../../shared/useRequestId';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Note } from '../../../ui/Badge';
import { AmountChips, Segmented } from '../../../ui/Choice';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import surface from '../../../ui/Surface.module.css';
import { TextField } from '../../../ui/TextField';
import { type UsdtInfo, useUsdtConvert, useUsdtInfo } from '../api/usdt';
import { useUsdtMoney } from '../components/money';
import { type ConvertFormValues, convertForm } from '../forms';
import styles from '../Payment.module.css';
import { convertPreview } from '../rules';

type From = 'RMB' | 'USDT';

function ConvertPanel({ info }: { info: UsdtInfo }) {
  const { t } = useTranslation();
  const usdt = useUsdtMoney();
  const rmb = useCallback((value: string) => t('payment.convert.rmbMoney', { amount: formatMoney(value) }), [t]);
  const convert = useUsdtConvert();
  const requestIds = useRequestId();
  const [confirming, setConfirming] = useState<{ from: From; amount: string; preview: string } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const show = useCallback((value: string, unit: From) => (unit === 'RMB' ? rmb(value) : usdt(value)), [rmb, usdt]);
  const schema = useMemo(
    () => convertForm({ RMB: info.rmb, USDT: info.usdt }, t, show),
    [info.rmb, info.usdt, t, show],
  );
  const form = useForm<ConvertFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { from: 'RMB', amount: '' },
  });
  const { errors } = form.formState;
  const [from = 'RMB', amount = ''] = useWatch({ control: form.control, name: ['from', 'amount'] });
  const source = from === 'RMB' ? info.rmb : info.usdt;
  const to: From = from === 'RMB' ? 'USDT' : 'RMB';
  const preview = schema.safeParse({ from, amount }).success ? convertPreview(amount, info.rate, from) : null;

  const handleSubmit = form.handleSubmit((values) => {
    const floored = convertPreview(values.amount, info.rate, values.from);
    if (floored) setConfirming({ from: values.from, amount: values.amount, preview: floored });
  });

  const handleConfirm = async () => {
    if (!confirming) return;
    try {
      const done = await convert.mutateAsync({
        from: confirming.from,
        amount: confirming.amount,
        requestId: requestIds.forIntent(`${confirming.from}:${confirming.amount}`),
      });
      requestIds.settle();
      const target: From = confirming.from === 'RMB' ? 'USDT' : 'RMB';
      setResult(
        t('payment.convert.done', {
          debited: show(done.debited, confirming.from),
          credited: show(done.credited, target),
        }),
      );
      form.resetField('amount');
    } catch (failure) {
      requestIds.settle(failure);
      toastUnhandled(failure);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section className={surface.card} data-testid="convert-panel">
      <div className={styles.convertRates}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('payment.convert.rate')}</span>
          <strong className={styles.statValue} data-testid="convert-rate">
            {t('payment.convert.rateValue', { rate: info.rate })}
          </strong>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('payment.convert.rmb')}</span>
          <strong className={styles.statValue} data-testid="convert-rmb">
            {rmb(info.rmb)}
          </strong>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('payment.convert.usdtWallet')}</span>
          <strong className={styles.statValue} data-testid="convert-usdt">
            {usdt(info.usdt)}
          </strong>
        </div>
      </div>
      <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate>
        <div className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t('payment.convert.direction')}</span>
          <Segmented
            options={[
              { value: 'RMB', label: t('payment.convert.toUsdt') },
              { value: 'USDT', label: t('payment.convert.toRmb') },
            ]}
            value={from}
            onChange={(next) => {
              form.setValue('from', next);
              form.clearErrors('amount');
            }}
            label={t('payment.convert.direction')}
            testId="convert-from"
          />
        </div>
        <TextField
          label={t('payment.convert.amount')}
          placeholder={t('payment.convert.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          hint={t('payment.convert.available', { money: show(source, from) })}
          data-testid="convert-amount"
          {...form.register('amount')}
        />
        <AmountChips
          label={t('payment.convert.all')}
          chips={[
            {
              value: source,
              key: 'all',
              label: t('payment.convert.all'),
              disabled: !isMoney(source) || toMinorUnits(source) === 0n,
            },
          ]}
          onPick={(value) =>
            form.setValue('amount', value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })
          }
        />
        <div className={styles.stat} aria-live="polite">
          <span className={styles.statLabel}>{t('payment.convert.floorNote')}</span>
          <strong className={styles.preview} data-testid="convert-preview">
            {preview ? t('payment.convert.preview', { money: show(preview, to) }) : t('payment.convert.previewNone')}
          </strong>
        </div>
        <SubmitButton busy={convert.isPending} block data-testid="convert-submit">
          {t('payment.convert.submit')}
        </SubmitButton>
      </form>
      {result && (
        <Note tone="success" role="status" data-testid="convert-result">
          <Icon name="shield" />
          {result}
        </Note>
      )}
      <ConfirmModal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('payment.convert.confirmTitle')}
        confirmLabel={t('payment.convert.confirm')}
        onConfirm={handleConfirm}
        busy={convert.isPending}
        testId="convert-confirm"
      >
        {confirming && (
          <p>
            {t('payment.convert.confirmText', {
              from: show(confirming.amount, confirming.from),
              to: show(confirming.preview, confirming.from === 'RMB' ? 'USDT' : 'RMB'),
            })}
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}

/** USDT 兑换: the member's RMB and USDT wallets, and conversions between them at the site's rate. */
export function UsdtConvertPage() {
  const { t } = useTranslation();
  const info = useUsdtInfo();
  return (
    <WalletFrame
      title={t('payment.convert.title')}
      subtitle={t('payment.convert.subtitle')}
      backTo="/app/transfer"
      testId="convert-page"
    >
      <div className={styles.body}>
        {info.isPending ? (
          <Skeleton className={styles.skeleton} />
        ) : info.isError ? (
          <ErrorState title={t('payment.convert.loadFailed')} onRetry={() => info.refetch()} testId="convert-error" />
        ) : (
          <ConvertPanel info={info.data} />
        )}
      </div>
    </WalletFrame>
  );
}
