import type { UsdtNetwork } from '@courtside/contract';
import { formatMoney, parsePercentBp } from '@courtside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { useRequestId } from '../../../shared/useRequestId';
import { Badge, Note } from '../../../ui/Badge';
import { AmountChips, Segmented } from '../../../ui/Choice';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon, type IconName } from '../../../ui/Icon';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { type DepositOrder, type PaymentChannel, useCreateDeposit } from '../api/deposit';
import { depositGateOf, unfinishedOrderOf } from '../api/failures';
import { type DepositFormValues, depositForm } from '../forms';
import styles from '../Payment.module.css';
import { chipsWithin, feeOf } from '../rules';
import { DetailRows } from './DetailRows';
import { usePaymentMoney } from './money';

const kindIcon: Record<PaymentChannel['kind'], IconName> = { gateway: 'globe', bankTransfer: 'card', usdt: 'wallet' };

function ChannelTiles({
  channels,
  value,
  onChange,
}: {
  channels: PaymentChannel[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  return (
    <div className={styles.tiles} role="radiogroup" aria-label={t('payment.deposit.channels')}>
      {channels.map((channel) => {
        const free = !parsePercentBp(channel.feeRate);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a tile with several lines reads better as a button with the radio role
          <button
            key={channel.code}
            type="button"
            role="radio"
            aria-checked={channel.code === value}
            className={styles.tile}
            onClick={() => onChange(channel.code)}
            data-testid="channel-tile"
            data-channel={channel.code}
          >
            <span className={styles.tileIcon}>
              <Icon name={kindIcon[channel.kind]} />
            </span>
            <span className={styles.tileName}>{channel.name}</span>
            <span className={styles.tileBadges}>
              <Badge tone="info">{t(`payment.kinds.${channel.kind}`)}</Badge>
              <Badge tone={free ? 'success' : 'muted'}>
                {free ? t('payment.deposit.feeFree') : t('payment.deposit.fee', { rate: channel.feeRate })}
              </Badge>
            </span>
            <span className={styles.tileMeta}>
              {t('payment.deposit.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

interface Draft {
  channel: PaymentChannel;
  amount: string;
  network: UsdtNetwork | undefined;
}

/** The network a channel starts on: the first it offers on a USDT channel, none otherwise. */
const firstNetwork = (channel: PaymentChannel | undefined): UsdtNetwork | null =>
  channel?.kind === 'usdt' ? (channel.networks[0] ?? null) : null;

/** Choose a channel and an amount, confirm, and the order is created. */
export function DepositForm({
  channels,
  onCreated,
  onBlocked,
}: {
  channels: PaymentChannel[];
  onCreated: (order: DepositOrder) => void;
  /** The server refused because another order is open (10630): show that one. */
  onBlocked: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  const create = useCreateDeposit();
  const requestIds = useRequestId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [gate, setGate] = useState<'realName' | 'phone' | null>(null);
  const schema = useMemo(() => depositForm(channels, t, money), [channels, t, money]);
  const form = useForm<DepositFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { channelCode: channels[0]?.code ?? '', network: firstNetwork(channels[0]), amount: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const [code = '', network = null, amount = ''] = useWatch({
    control: form.control,
    name: ['channelCode', 'network', 'amount'],
  });
  const channel = channels.find((item) => item.code === code);
  const networks = channel?.networks ?? [];

  const pickChannel = (next: string) => {
    form.setValue('channelCode', next);
    form.setValue('network', firstNetwork(channels.find((item) => item.code === next)));
    form.clearErrors();
  };
  const pickAmount = (value: string) =>
    form.setValue('amount', value, { shouldValidate: isSubmitted, shouldDirty: true });

  const handleSubmit = form.handleSubmit((values) => {
    const chosen = channels.find((item) => item.code === values.channelCode);
    if (!chosen) return;
    setDraft({ channel: chosen, amount: values.amount, network: values.network ?? undefined });
  });

  const handleConfirm = async () => {
    if (!draft) return;
    const { channel: chosen, amount: value, network: net } = draft;
    try {
      const order = await create.mutateAsync({
        channelCode: chosen.code,
        amount: value,
        requestId: requestIds.forIntent(`${chosen.code}:${value}:${net ?? ''}`),
        ...(net ? { network: net } : {}),
      });
      requestIds.settle();
      setGate(null);
      onCreated(order);
    } catch (failure) {
      requestIds.settle(failure);
      const blocking = unfinishedOrderOf(failure);
      const needs = depositGateOf(failure);
      if (blocking) onBlocked(blocking);
      else if (needs) setGate(needs);
      else toastUnhandled(failure);
    } finally {
      setDraft(null);
    }
  };

  const chips = channel ? chipsWithin(channel.minAmount, channel.maxAmount) : [];
  // The fee is previewed only for an amount the form would accept.
  const fee =
    channel &&
    (parsePercentBp(channel.feeRate) ?? 0) > 0 &&
    schema.safeParse({ channelCode: code, network, amount }).success
      ? feeOf(amount, channel.feeRate)
      : null;

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="deposit-form">
      <fieldset className={styles.destinations}>
        <legend className={[fieldStyles.label, styles.legend].join(' ')}>{t('payment.deposit.channels')}</legend>
        <ChannelTiles channels={channels} value={code} onChange={pickChannel} />
      </fieldset>
      {channel?.kind === 'usdt' && networks.length > 0 && (
        <div className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t('payment.deposit.network')}</span>
          <Segmented
            options={networks.map((item) => ({ value: item, label: item }))}
            value={network}
            onChange={(next) => form.setValue('network', next, { shouldValidate: isSubmitted })}
            label={t('payment.deposit.network')}
            testId="deposit-network"
          />
        </div>
      )}
      <TextField
        label={t('payment.deposit.amount')}
        placeholder={t('payment.deposit.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.channelCode?.message ?? errors.network?.message ?? errors.amount?.message}
        hint={
          channel &&
          (fee
            ? t('payment.deposit.feePreview', { fee: money(fee) })
            : t('payment.deposit.amountRange', { min: money(channel.minAmount), max: money(channel.maxAmount) }))
        }
        data-testid="deposit-amount"
        {...form.register('amount')}
      />
      {chips.length > 0 && (
        <AmountChips
          label={t('payment.deposit.chipsLabel')}
          chips={chips.map((chip) => ({ value: chip, label: formatMoney(chip).replace(/\.00$/, '') }))}
          onPick={pickAmount}
        />
      )}
      {gate && (
        <Note tone="warning" role="alert" data-testid="deposit-gate">
          <Icon name="shield" />
          <span>
            {t(gate === 'realName' ? 'payment.gate.realName' : 'payment.gate.phone')}{' '}
            <Link to="/app/member/verify" data-testid="deposit-gate-link">
              {t(gate === 'realName' ? 'payment.gate.goVerify' : 'payment.gate.goBind')}
            </Link>
          </span>
        </Note>
      )}
      <SubmitButton busy={create.isPending} disabled={!channel} block data-testid="deposit-submit">
        {t('payment.deposit.submit')}
      </SubmitButton>
      <ConfirmModal
        open={draft !== null}
        onOpenChange={(open) => !open && setDraft(null)}
        title={t('payment.deposit.confirmTitle')}
        confirmLabel={t('payment.deposit.confirm')}
        onConfirm={handleConfirm}
        busy={create.isPending}
        testId="deposit-confirm"
      >
        {draft && (
          <DetailRows
            rows={[
              { label: t('payment.deposit.confirmChannel'), value: draft.channel.name },
              { label: t('payment.deposit.confirmAmount'), value: money(draft.amount), testId: 'confirm-amount' },
              ...(draft.network ? [{ label: t('payment.deposit.confirmNetwork'), value: draft.network }] : []),
              ...((parsePercentBp(draft.channel.feeRate) ?? 0) > 0
                ? [
                    {
                      label: t('payment.deposit.confirmFee'),
                      value: money(feeOf(draft.amount, draft.channel.feeRate) ?? '0'),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </ConfirmModal>
    </form>
  );
}
