import { transferRequest } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { AmountChips } from '../../../shared/AmountChips';
import type { Balances } from '../../../shared/balances';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { minorOf, refuseOverLimit, useMoney } from '../../../shared/money';
import { useConfirmedMove } from '../../../shared/useConfirmedMove';
import { Segmented } from '../../../ui/Choice';
import fieldStyles from '../../../ui/Field.module.css';
import { SubmitButton } from '../../../ui/SubmitButton';
import surface from '../../../ui/Surface.module.css';
import { SelectField, TextField } from '../../../ui/TextField';
import { type TransferDirection, type TransferResult, useTransfer } from '../api/transfer';
import { TransferOutcome } from './TransferOutcome';

interface TransferForm {
  venueCode: string;
  direction: TransferDirection;
  amount: string;
}

/** What the member may move in a direction: the centre's available balance in, the venue's balance out. */
const sourceMinor = (balances: Balances, direction: TransferDirection, venueCode: string): bigint => {
  if (direction === 'in') return minorOf(balances.centre.available);
  const venue = balances.venues.find((item) => item.venueCode === venueCode);
  return venue ? minorOf(venue.balance) : 0n;
};

/** Moves an amount between the centre wallet and one venue, after the member confirms it. */
export function TransferPanel({ balances }: { balances: Balances }) {
  const { t } = useTranslation();
  const money = useMoney(balances.currency);
  const transfer = useTransfer();

  // The contract's amount rule, then the one only this screen knows: no more than the source holds.
  const schema = useMemo(
    () =>
      z
        .object({
          venueCode: z.string().min(1, t('wallet.transfer.chooseVenue')),
          direction: z.enum(['in', 'out']),
          amount: transferRequest.shape.amount,
        })
        .superRefine((value, ctx) => {
          const limit = sourceMinor(balances, value.direction, value.venueCode);
          refuseOverLimit(ctx, value.amount, limit, t('wallet.transfer.overBalance', { money: money(limit) }));
        }),
    [balances, t, money],
  );

  const firstOpen = balances.venues.find((venue) => venue.open)?.venueCode ?? '';
  const form = useForm<TransferForm>({
    resolver: zodResolver(schema),
    defaultValues: { venueCode: firstOpen, direction: 'in', amount: '' },
  });
  const { errors } = form.formState;
  const [venueCode = '', direction = 'in'] = useWatch({ control: form.control, name: ['venueCode', 'direction'] });
  const venue = balances.venues.find((item) => item.venueCode === venueCode);
  const limit = sourceMinor(balances, direction, venueCode);

  const setAmount = (amount: string) =>
    form.setValue('amount', amount, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  const { pendingConfirm, setPendingConfirm, outcome, handleConfirm } = useConfirmedMove<TransferForm, TransferResult>({
    send: (values, requestId) => transfer.mutateAsync({ ...values, requestId }),
    intentOf: ({ direction: way, venueCode: code, amount }) => `${way}:${code}:${amount}`,
    onSent: () => form.resetField('amount'),
  });
  const handleSubmit = form.handleSubmit((values) => setPendingConfirm(values));

  const confirmVenue = balances.venues.find((item) => item.venueCode === pendingConfirm?.venueCode)?.venueName ?? '';
  return (
    <section className={surface.card} data-testid="transfer-panel">
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{t('wallet.transfer.title')}</h2>
      </div>
      <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate>
        <SelectField
          label={t('wallet.transfer.venue')}
          error={errors.venueCode?.message}
          data-testid="transfer-venue"
          {...form.register('venueCode')}
        >
          <option value="" disabled>
            {t('wallet.transfer.chooseVenue')}
          </option>
          {balances.venues.map((item) => (
            <option key={item.venueCode} value={item.venueCode} disabled={!item.open}>
              {item.open ? item.venueName : t('wallet.transfer.venueClosed', { venue: item.venueName })}
            </option>
          ))}
        </SelectField>
        <fieldset className={surface.fieldset}>
          <legend className={fieldStyles.label}>{t('wallet.transfer.direction')}</legend>
          <Segmented
            options={(['in', 'out'] as const).map((way) => ({ value: way, label: t(`wallet.transfer.${way}`) }))}
            value={direction}
            onChange={(way) => form.setValue('direction', way, { shouldValidate: form.formState.isSubmitted })}
            label={t('wallet.transfer.direction')}
            testId="transfer-direction"
          />
        </fieldset>
        <TextField
          label={t('wallet.transfer.amount')}
          placeholder={t('wallet.transfer.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          hint={t('wallet.transfer.available', { money: money(limit) })}
          data-testid="transfer-amount"
          {...form.register('amount')}
        />
        <AmountChips limit={limit} onPick={setAmount} />
        <SubmitButton
          busy={transfer.isPending}
          disabled={venue !== undefined && !venue.open}
          block
          data-testid="transfer-submit"
        >
          {t('wallet.transfer.submit')}
        </SubmitButton>
      </form>
      {outcome && <TransferOutcome result={outcome} format={money} />}
      <ConfirmModal
        open={pendingConfirm !== null}
        onOpenChange={(open) => !open && setPendingConfirm(null)}
        title={t('wallet.transfer.confirmTitle')}
        confirmLabel={t('wallet.transfer.confirm')}
        onConfirm={handleConfirm}
        busy={transfer.isPending}
        testId="transfer-confirm"
      >
        {pendingConfirm && (
          <p>
            {t(pendingConfirm.direction === 'in' ? 'wallet.transfer.confirmIn' : 'wallet.transfer.confirmOut', {
              money: money(pendingConfirm.amount),
              venue: confirmVenue,
            })}
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}
