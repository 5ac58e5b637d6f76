import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { Badge } from '../../../ui/Badge';
import { PinPad } from '../../../ui/PinPad';
import surface from '../../../ui/Surface.module.css';
import { notify } from '../../../ui/toast';
import { type PinFormValues, pinForm } from '../forms';

/** A card's title with its "n / max" count and a line of explanation. */
export function LimitHead({ title, count, max, text }: { title: string; count: number; max: number; text: string }) {
  return (
    <>
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{title}</h2>
        <Badge tone={count >= max ? 'warning' : 'neutral'}>
          {count} / {max}
        </Badge>
      </div>
      <p className={surface.cardText}>{text}</p>
    </>
  );
}

/** A confirmation that needs the withdrawal password: deleting a card or an address. */
export function SecretConfirm({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  doneText,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** The call the password unlocks; on success the dialog says `doneText` and closes. */
  onConfirm: (password: string) => Promise<unknown>;
  doneText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = useForm<PinFormValues>({ resolver: zodResolver(pinForm(t)), defaultValues: { pin: '' } });
  const close = (next: boolean) => {
    if (!next) form.reset({ pin: '' });
    onOpenChange(next);
  };
  const handleConfirm = form.handleSubmit(async ({ pin }) => {
    try {
      await onConfirm(pin);
      notify(doneText);
      close(false);
    } catch (failure) {
      toastUnhandled(failure);
      form.reset({ pin: '' });
    }
  });
  return (
    <ConfirmModal
      open={open}
      onOpenChange={close}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={handleConfirm}
      busy={busy}
      testId={testId}
    >
      <p>{text}</p>
      <Controller
        control={form.control}
        name="pin"
        render={({ field, fieldState }) => (
          <PinPad
            label={t('payment.withdraw.password')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            testId={`${testId}-pin`}
          />
        )}
      />
    </ConfirmModal>
  );
}
