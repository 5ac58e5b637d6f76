import { fromMinorUnits, isMoney, parsePercentBp, toMinorUnits, withdrawalFeeMinor } from '@courtside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { useRequestId } from '../../../shared/useRequestId';
import { Note } from '../../../ui/Badge';
import { buttonClass } from '../../../ui/Button';
import { AmountChips } from '../../../ui/Choice';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon, type IconName } from '../../../ui/Icon';
import { PinPad } from '../../../ui/PinPad';
import { EmptyState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useWithdraw, type WithdrawPrepare } from '../api/withdraw';
import { type PinFormValues, pinForm, type WithdrawFormValues, withdrawForm } from '../forms';
import { useUsdtSite } from '../hooks/useUsdtSite';
import styles from '../Payment.module.css';
import { convertPreview } from '../rules';
import { DetailRows } from './DetailRows';
import { usePaymentMoney, useUsdtMoney } from './money';

/** A place the money can go: a card, or an address (USDT or e-wallet); `key` is `card:3` or `address:5`. */
interface Destination {
  key: string;
  kind: 'card' | 'usdt' | 'ewallet';
  id: number;
  title: string;
  account: string;
}

const destinationIcon: Record<Destination['kind'], IconName> = { card: 'card', usdt: 'wallet', ewallet: 'send' };

export function destinationsOf(prepare: WithdrawPrepare): Destination[] {
  return [
    ...prepare.cards.map((card) => ({
      key: `card:${card.id}`,
      kind: 'card' as const,
      id: card.id,
      title: card.bankName,
      account: card.cardNumber,
    })),
    ...prepare.addresses.map((address) => ({
      key: `address:${address.id}`,
      kind: address.kind,
      id: address.id,
      title: address.networkName,
      account: address.address,
    })),
  ];
}

interface Draft {
  destination: Destination;
  amount: string;
  /** Minor units: what the site keeps of the amount. */
  fee: bigint;
  usdt: string | null;
}

/** Where to, how much, then a confirmation that asks for the withdrawal password when the site wants it. */
export function WithdrawForm({ prepare }: { prepare: WithdrawPrepare }) {
  const { t } = useTranslation();
  const usdtSite = useUsdtSite();
  const money = usePaymentMoney();
  const usdtMoney = useUsdtMoney();
  const withdraw = useWithdraw();
  const requestIds = useRequestId();
  const destinations = destinationsOf(prepare);
  const [draft, setDraft] = useState<Draft | null>(null);
  const needsPassword = prepare.passwordRequired;
  const timesLeft = prepare.dailyTimes - prepare.usedToday;
  const availableMinor = isMoney(prepare.available) ? toMinorUnits(prepare.available) : 0n;
  const maxMinor = isMoney(prepare.maxAmount) ? toMinorUnits(prepare.maxAmount) : availableMinor;
  const allMinor = availableMinor < maxMinor ? availableMinor : maxMinor;
  const feeBp = parsePercentBp(prepare.feeRate) ?? 0;
  const feeOf = (minor: bigint) =>
    withdrawalFeeMinor(minor, { usedToday: prepare.usedToday, freeTimes: prepare.freeTimes, feeBp });
  const leftTodayMinor =
    isMoney(prepare.dailyMaxAmount) && isMoney(prepare.usedAmountToday)
      ? toMinorUnits(prepare.dailyMaxAmount) - toMinorUnits(prepare.usedAmountToday)
      : null;
  const schema = useMemo(
    () =>
      withdrawForm(
        { minAmount: prepare.minAmount, maxAmount: prepare.maxAmount, available: prepare.available, leftTodayMinor },
        t,
        money,
      ),
    [prepare.minAmount, prepare.maxAmount, prepare.available, leftTodayMinor, t, money],
  );
  const form = useForm<WithdrawFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { destination: destinations[0]?.key ?? '', amount: '' },
  });
  const pin = useForm<PinFormValues>({ resolver: zodResolver(pinForm(t)), defaultValues: { pin: '' } });
  const { errors } = form.formState;
  const [choice = '', amount = ''] = useWatch({ control: form.control, name: ['destination', 'amount'] });
  const destination = destinations.find((item) => item.key === choice);

  if (destinations.length === 0) {
    return (
      <EmptyState
        compact
        icon="card"
        title={t('payment.withdraw.noDestination')}
        description={t('payment.withdraw.noDestinationText', usdtSite.context)}
        testId="withdraw-no-destination"
        action={
          <Link to="/app/cards" className={buttonClass()} data-testid="withdraw-add-card">
            {t('payment.withdraw.addDestination')}
          </Link>
        }
      />
    );
  }

  // What reaches the member: the amount less the fee, converted for a USDT address.
  const usdtFor = (target: Destination | undefined, value: string) =>
    target?.kind === 'usdt' && schema.safeParse({ destination: target.key, amount: value }).success
      ? convertPreview(
          fromMinorUnits(toMinorUnits(value.trim()) - feeOf(toMinorUnits(value.trim()))),
          prepare.usdtRate,
          'RMB',
        )
      : null;

  const handleSubmit = form.handleSubmit((values) => {
    const target = destinations.find((item) => item.key === values.destination);
    if (!target) return;
    pin.reset({ pin: '' });
    setDraft({
      destination: target,
      amount: values.amount,
      fee: feeOf(toMinorUnits(values.amount)),
      usdt: usdtFor(target, values.amount),
    });
  });

  const send = async (password: string | null) => {
    if (!draft) return;
    const { destination: target, amount: value } = draft;
    const requestId = requestIds.forIntent(`${target.key}:${value}`);
    const secret = password === null ? {} : { withdrawPassword: password };
    try {
      await withdraw.mutateAsync(
        target.kind === 'usdt'
          ? { kind: 'usdt', request: { amount: value, addressId: target.id, requestId, ...secret } }
          : {
              kind: 'plain',
              request: {
                amount: value,
                requestId,
                ...(target.kind === 'card' ? { cardId: target.id } : { addressId: target.id }),
                ...secret,
              },
            },
      );
      requestIds.settle();
      notify(t('payment.withdraw.done'));
      form.resetField('amount');
      setDraft(null);
    } catch (failure) {
      requestIds.settle(failure);
      toastUnhandled(failure);
      pin.reset({ pin: '' });
    }
  };
  const handleConfirm = needsPassword ? pin.handleSubmit(({ pin: password }) => send(password)) : () => send(null);

  const groups: { kind: Destination['kind']; label: string }[] = [
    { kind: 'card', label: t('payment.withdraw.cardGroup') },
    { kind: 'usdt', label: t('payment.withdraw.usdtGroup') },
    { kind: 'ewallet', label: t('payment.withdraw.ewalletGroup') },
  ];
  const preview = usdtFor(destination, amount);

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="withdraw-form">
      <fieldset className={styles.destinations}>
        <legend className={[fieldStyles.label, styles.legend].join(' ')}>
          {t('payment.withdraw.destination')}
          <Link to="/app/cards" className={buttonClass({ variant: 'ghost', size: 'sm' })} data-testid="withdraw-manage">
            {t('payment.withdraw.manage')}
            <Icon name="chevronRight" />
          </Link>
        </legend>
        {groups.map((group) => {
          const items = destinations.filter((item) => item.kind === group.kind);
          if (items.length === 0) return null;
          return (
            <div key={group.kind} className={styles.destinations}>
              <span className={styles.groupLabel}>{group.label}</span>
              {items.map((item) => (
                <label key={item.key} className={styles.destination} data-testid="withdraw-destination">
                  <input type="radio" value={item.key} {...form.register('destination')} />
                  <span className={styles.destinationIcon}>
                    <Icon name={destinationIcon[item.kind]} />
                  </span>
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>{item.title}</span>
                    <span className={styles.itemMeta}>{item.account}</span>
                  </span>
                </label>
              ))}
            </div>
          );
        })}
      </fieldset>
      <TextField
        label={t('payment.withdraw.amount')}
        placeholder={t('payment.withdraw.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.destination?.message ?? errors.amount?.message}
        hint={
          preview
            ? t('payment.withdraw.usdtPreview', { usdt: usdtMoney(preview), rate: prepare.usdtRate })
            : t('payment.withdraw.limits', { min: money(prepare.minAmount), max: money(prepare.maxAmount) })
        }
        hintTone={preview ? 'success' : 'muted'}
        data-testid="withdraw-amount"
        {...form.register('amount')}
      />
      <AmountChips
        label={t('payment.withdraw.all')}
        chips={[
          { value: fromMinorUnits(allMinor), key: 'all', label: t('payment.withdraw.all'), disabled: allMinor <= 0n },
        ]}
        onPick={(value) =>
          form.setValue('amount', value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })
        }
      />
      {feeBp > 0 && (
        <p className={styles.meta} data-testid="withdraw-fee-policy">
          {prepare.usedToday < prepare.freeTimes
            ? t('payment.withdraw.feeFree', {
                count: prepare.freeTimes - prepare.usedToday,
                rate: prepare.feeRate,
              })
            : t('payment.withdraw.feeCharged', { rate: prepare.feeRate })}
        </p>
      )}
      {timesLeft <= 0 && (
        <Note tone="warning" data-testid="withdraw-times-used">
          <Icon name="clock" />
          {t('payment.withdraw.timesUsed')}
        </Note>
      )}
      <SubmitButton busy={withdraw.isPending} disabled={timesLeft <= 0} block data-testid="withdraw-submit">
        {t('payment.withdraw.submit')}
      </SubmitButton>
      <ConfirmModal
        open={draft !== null}
        onOpenChange={(open) => !open && setDraft(null)}
        title={t('payment.withdraw.confirmTitle')}
        confirmLabel={t('payment.withdraw.confirm')}
        onConfirm={handleConfirm}
        busy={withdraw.isPending}
        testId="withdraw-confirm"
      >
        {draft && (
          <div className={fieldStyles.form}>
            <DetailRows
              rows={[
                { label: t('payment.withdraw.confirmAmount'), value: money(draft.amount), testId: 'confirm-amount' },
                ...(draft.fee > 0n
                  ? [
                      {
                        label: t('payment.withdraw.confirmFee'),
                        value: money(fromMinorUnits(draft.fee)),
                        testId: 'confirm-fee',
                      },
                      {
                        label: t('payment.withdraw.confirmReceive'),
                        value: money(fromMinorUnits(toMinorUnits(draft.amount) - draft.fee)),
                      },
                    ]
                  : []),
                {
                  label: t('payment.withdraw.confirmTo'),
                  value: `${draft.destination.title} ${draft.destination.account}`,
                },
                ...(draft.usdt
                  ? [{ label: t('payment.withdraw.confirmUsdt'), value: usdtMoney(draft.usdt), testId: 'confirm-usdt' }]
                  : []),
              ]}
            />
            {needsPassword && (
              <Controller
                control={pin.control}
                name="pin"
                render={({ field, fieldState }) => (
                  <PinPad
                    label={t('payment.withdraw.password')}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    testId="withdraw-pin"
                  />
                )}
              />
            )}
          </div>
        )}
      </ConfirmModal>
    </form>
  );
}
