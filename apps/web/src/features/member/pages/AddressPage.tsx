import { address as addressSchema } from '@courtside/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/Field.module.css';
import { EmptyState, ErrorState } from '../../../ui/States';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextAreaField, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { type Address, useAddress, useUpdateAddress } from '../api/address';
import { MemberPageFrame, Panel, PanelsSkeleton } from '../components/MemberPageFrame';
import styles from '../Member.module.css';

const emptyAddress: Address = { receiver: '', phone: '', province: '', city: '', district: '', detail: '' };

type AddressField = keyof Address;
const fields: { name: AddressField; maxLength: number; autoComplete: string; wide?: boolean }[] = [
  { name: 'receiver', maxLength: 24, autoComplete: 'name' },
  { name: 'phone', maxLength: 12, autoComplete: 'tel-national' },
  { name: 'province', maxLength: 16, autoComplete: 'address-level1' },
  { name: 'city', maxLength: 16, autoComplete: 'address-level2' },
  { name: 'district', maxLength: 16, autoComplete: 'address-level3' },
  { name: 'detail', maxLength: 120, autoComplete: 'street-address', wide: true },
];

function AddressForm({ initial, onDone, onCancel }: { initial: Address; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAddress();
  const form = useForm({ resolver: zodResolver(addressSchema), defaultValues: initial });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (value) => {
    try {
      await update.mutateAsync(value);
      notify(t('memberCentre.address.saved'));
      onDone();
    } catch (failure) {
      toastUnhandled(failure);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={handleSubmit} noValidate data-testid="address-form">
      <div className={fieldStyles.grid}>
        {fields.map((field) => {
          const props = {
            label: t(`memberCentre.address.fields.${field.name}`),
            maxLength: field.maxLength,
            autoComplete: field.autoComplete,
            placeholder: t(`memberCentre.address.placeholders.${field.name}`),
            error: errors[field.name]?.message,
            'data-testid': `address-${field.name}`,
            ...form.register(field.name),
          };
          return field.wide ? (
            <TextAreaField key={field.name} {...props} />
          ) : (
            <TextField key={field.name} inputMode={field.name === 'phone' ? 'numeric' : undefined} {...props} />
          );
        })}
      </div>
      <div className={fieldStyles.actions}>
        <SubmitButton busy={update.isPending} data-testid="address-save">
          {t('memberCentre.save')}
        </SubmitButton>
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function AddressSummary({ value }: { value: Address }) {
  const { t } = useTranslation();
  return (
    <div className={styles.item} data-testid="address-summary">
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>{value.receiver}</span>
        <span className={styles.itemMeta}>{value.phone}</span>
      </div>
      <p className={styles.itemBody}>
        {t('memberCentre.address.line', {
          province: value.province,
          city: value.city,
          district: value.district,
          detail: value.detail,
        })}
      </p>
    </div>
  );
}

/** The one delivery address for prizes and gifts: empty state, summary, or the form. */
export function AddressPage() {
  const { t } = useTranslation();
  const address = useAddress();
  const [editing, setEditing] = useState(false);

  let body: ReactNode;
  if (address.isPending) body = <PanelsSkeleton count={1} />;
  else if (address.isError) body = <ErrorState compact onRetry={() => address.refetch()} />;
  else if (address.data === null)
    body = (
      <>
        <EmptyState
          compact
          icon="compass"
          title={t('memberCentre.address.empty')}
          description={t('memberCentre.address.emptyText')}
          testId="address-empty"
        />
        <AddressForm initial={emptyAddress} onDone={() => setEditing(false)} />
      </>
    );
  else if (editing)
    body = <AddressForm initial={address.data} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />;
  else body = <AddressSummary value={address.data} />;

  return (
    <MemberPageFrame title={t('memberCentre.pages.address')} testId="member-address">
      <Panel
        title={t('memberCentre.address.title')}
        description={t('memberCentre.address.text')}
        actions={
          address.data &&
          !editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="address-edit">
              {t('memberCentre.address.edit')}
            </Button>
          )
        }
      >
        {body}
      </Panel>
    </MemberPageFrame>
  );
}
