import { eWallets, MAX_WITHDRAW_ADDRESSES, type UsdtNetwork, usdtNetwork } from '@courtside/contract';
import { isUsdtAddress } from '@courtside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Segmented } from '../../../ui/Choice';
import fieldStyles from '../../../ui/Field.module.css';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import surface from '../../../ui/Surface.module.css';
import { SelectField, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import {
  useAddresses,
  useAddressWhitelist,
  useDeleteAddress,
  useInsertAddress,
  type WithdrawAddressItem,
} from '../api/cards';
import { type AddressFormOutput, type AddressFormValues, addressForm } from '../forms';
import styles from '../Payment.module.css';
import { LimitHead, SecretConfirm } from './SecretConfirm';

type Kind = WithdrawAddressItem['kind'];

function AddAddressForm({ kind, onDone }: { kind: Kind; onDone: () => void }) {
  const { t } = useTranslation();
  const insert = useInsertAddress();
  const schema = useMemo(() => addressForm(t), [t]);
  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: kind === 'usdt' ? { kind, network: 'TRC20', address: '' } : { kind, network: '', address: '' },
  });
  const { errors } = form.formState;
  const [network = '', address = ''] = useWatch({ control: form.control, name: ['network', 'address'] });
  const trimmed = address.trim();
  const shape =
    kind === 'usdt' && trimmed.length > 0
      ? isUsdtAddress(network as UsdtNetwork, trimmed)
        ? 'valid'
        : 'invalid'
      : null;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await insert.mutateAsync(values);
      notify(t('payment.cards.addressAdded'));
      onDone();
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid={`${kind}-form`}>
      {kind === 'usdt' ? (
        <div className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t('payment.cards.network')}</span>
          <Segmented
            options={usdtNetwork.options.map((item) => ({ value: item, label: item }))}
            value={network as UsdtNetwork}
            onChange={(next) => form.setValue('network', next, { shouldValidate: form.formState.isSubmitted })}
            label={t('payment.cards.network')}
            testId="address-network"
          />
        </div>
      ) : (
        <SelectField
          label={t('payment.cards.ewallet')}
          error={errors.network?.message}
          data-testid="ewallet-network"
          {...form.register('network')}
        >
          <option value="" disabled>
            {t('payment.cards.chooseEwallet')}
          </option>
          {eWallets.map((wallet) => (
            <option key={wallet.code} value={wallet.code}>
              {wallet.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={kind === 'usdt' ? t('payment.cards.address') : t('payment.cards.account')}
        placeholder={
          kind === 'usdt' ? t('payment.cards.addressPlaceholder', { network }) : t('payment.cards.accountPlaceholder')
        }
        autoComplete="off"
        spellCheck={false}
        error={errors.address?.message}
        hint={
          shape && t(shape === 'valid' ? 'payment.cards.addressValid' : 'payment.cards.addressInvalid', { network })
        }
        hintTone={shape === 'valid' ? 'success' : shape === 'invalid' ? 'danger' : 'muted'}
        data-testid={`${kind}-address`}
        {...form.register('address')}
      />
      <div className={fieldStyles.actions}>
        <SubmitButton busy={insert.isPending} data-testid={`${kind}-submit`}>
          {t('payment.cards.submitCard')}
        </SubmitButton>
      </div>
    </form>
  );
}

const copy = {
  usdt: {
    title: 'payment.cards.usdtTitle',
    text: 'payment.cards.usdtText',
    empty: 'payment.cards.usdtEmpty',
    add: 'payment.cards.addUsdt',
  },
  ewallet: {
    title: 'payment.cards.ewalletTitle',
    text: 'payment.cards.ewalletText',
    empty: 'payment.cards.ewalletEmpty',
    add: 'payment.cards.addEwallet',
  },
} as const;

/** USDT addresses or e-wallet accounts: at most three of each; USDT only for whitelisted members when the site says so. */
export function AddressesPanel({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const whitelist = useAddressWhitelist();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WithdrawAddressItem | null>(null);
  const items = (addresses.data ?? []).filter((item) => item.kind === kind);
  const full = items.length >= MAX_WITHDRAW_ADDRESSES;
  const blocked = kind === 'usdt' && whitelist.data?.enabled === true && !whitelist.data.allowed;
  const words = copy[kind];

  return (
    <section className={surface.card} data-testid={`${kind}-panel`}>
      <LimitHead
        title={t(words.title)}
        count={items.length}
        max={MAX_WITHDRAW_ADDRESSES}
        text={t(words.text, { max: MAX_WITHDRAW_ADDRESSES })}
      />
      {addresses.isPending ? (
        <Skeleton className={surface.skeletonRow} />
      ) : addresses.isError ? (
        <ErrorState compact title={t('payment.cards.loadFailed')} onRetry={() => addresses.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState compact icon="wallet" title={t(words.empty)} testId={`${kind}-empty`} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-testid={`${kind}-item`}>
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>{item.networkName}</span>
                <span className={styles.itemMeta}>{item.address}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(item)} data-testid="address-delete">
                {t('payment.cards.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {blocked ? (
        <Note tone="warning" data-testid="usdt-not-allowed">
          <Icon name="lock" />
          {t('payment.cards.usdtNotAllowed')}
        </Note>
      ) : full ? (
        <Note>
          <Icon name="help" />
          {t('payment.cards.limitReached', { max: MAX_WITHDRAW_ADDRESSES })}
        </Note>
      ) : adding ? (
        <AddAddressForm kind={kind} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" block onClick={() => setAdding(true)} data-testid={`${kind}-add`}>
          <Icon name="wallet" />
          {t(words.add)}
        </Button>
      )}
      <SecretConfirm
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('payment.cards.deleteAddressTitle')}
        text={
          deleting ? t('payment.cards.deleteAddressText', { name: deleting.networkName, number: deleting.address }) : ''
        }
        confirmLabel={t('payment.cards.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={(withdrawPassword) => remove.mutateAsync({ addressId: deleting?.id ?? 0, withdrawPassword })}
        doneText={t('payment.cards.deleted')}
        testId="address-delete-confirm"
      />
    </section>
  );
}
