import { amountText } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { AmountChips } from '../../../shared/AmountChips';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import walletStyles from '../../../shared/Money.module.css';
import { minorOf, refuseOverLimit, refuseOverPaymentMax, useMoney } from '../../../shared/money';
import { useConfirmedMove } from '../../../shared/useConfirmedMove';
import { Note } from '../../../ui/Badge';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import type { SavingsInfo } from '../api/info';
import { type SavingsDirection, type SavingsMoveResult, useSavingsMove } from '../api/move';

interface MoveForm {
  direction: SavingsDirection;
  amount: string;
}

/** What may move: the centre's available balance in, the savings balance out. */
const sourceMinor = (info: SavingsInfo, direction: SavingsDirection): bigint =>
  minorOf(direction === 'toYeb' ? info.centreAvailable : info.savingsBalance);

/** Moves an amount into savings or back to the centre wallet, after the member confirms it. */
export function MovePanel({ info }: { info: SavingsInfo }) {
  const { t } = useTranslation();
  const money = useMoney(info.currency);
  const move = useSavingsMove();

  // The contract's amount rule, then the one only this screen knows: no more than the source holds.
  const schema = useMemo(
    () =>
      z.object({ direction: z.enum(['toYeb', 'toCenter']), amount: amountText }).superRefine((value, ctx) => {
        const limit = sourceMinor(info, value.direction);
        if (!refuseOverLimit(ctx, value.amount, limit, t('savings.move.overBalance', { money: money(limit) }))) {
          refuseOverPaymentMax(ctx, value.amount);
        }
      }),
    [info, t, money],
  );
  const form = useForm<MoveForm>({ resolver: zodResolver(schema), defaultValues: { direction: 'toYeb', amount: '' } });
  const { errors } = form.formState;
  const direction = useWatch({ control: form.control, name: 'direction' }) ?? 'toYeb';
  const limit = sourceMinor(info, direction);
  const inward = direction === 'toYeb';

  const setAmount = (amount: string) =>
    form.setValue('amount', amount, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  const { pendingConfirm, setPendingConfirm, outcome, handleConfirm } = useConfirmedMove<MoveForm, SavingsMoveResult>({
    send: (values, requestId) => move.mutateAsync({ ...values, requestId }),
    intentOf: ({ direction: way, amount }) => `${way}:${amount}`,
    onSent: () => form.resetField('amount'),
  });
  const handleSubmit = form.handleSubmit((values) => setPendingConfirm(values));

  return (
    <section className={walletStyles.card} data-testid="savings-move">
      <div className={walletStyles.cardHead}>
        <h2 className={walletStyles.cardTitle}>{t('savings.move.title')}</h2>
      </div>
      <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate>
        <fieldset className={walletStyles.fieldset}>
          <legend className={fieldStyles.label}>{t('savings.move.direction')}</legend>
          <div className={walletStyles.segments}>
            {(['toYeb', 'toCenter'] as const).map((way) => (
              <button
                key={way}
                type="button"
                className={walletStyles.segment}
                aria-pressed={direction === way}
                onClick={() => form.setValue('direction', way, { shouldValidate: form.formState.isSubmitted })}
                data-testid={`savings-direction-${way}`}
              >
                {t(way === 'toYeb' ? 'savings.move.in' : 'savings.move.out')}
              </button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('savings.move.amount')}
          placeholder={t('savings.move.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          hint={t(inward ? 'savings.move.availableIn' : 'savings.move.availableOut', { money: money(limit) })}
          data-testid="savings-amount"
          {...form.register('amount')}
        />
        <AmountChips limit={limit} onPick={setAmount} />
        <SubmitButton busy={move.isPending} block data-testid="savings-submit">
          {t(inward ? 'savings.move.submitIn' : 'savings.move.submitOut')}
        </SubmitButton>
      </form>
      {outcome && (
        <Note tone="success" role="status" data-testid="savings-result">
          <Icon name="shield" />
          {outcome.direction === 'toYeb'
            ? t('savings.move.doneIn', { money: money(outcome.savingsBalance) })
            : t('savings.move.doneOut', { money: money(outcome.centreAvailable) })}
        </Note>
      )}
      <ConfirmModal
        open={pendingConfirm !== null}
        onOpenChange={(open) => !open && setPendingConfirm(null)}
        title={t(
          pendingConfirm?.direction === 'toCenter' ? 'savings.move.confirmTitleOut' : 'savings.move.confirmTitleIn',
        )}
        confirmLabel={t('savings.move.confirm')}
        onConfirm={handleConfirm}
        busy={move.isPending}
        testId="savings-confirm"
      >
        {pendingConfirm && (
          <p>
            {t(pendingConfirm.direction === 'toYeb' ? 'savings.move.confirmIn' : 'savings.move.confirmOut', {
              money: money(pendingConfirm.amount),
            })}
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}
