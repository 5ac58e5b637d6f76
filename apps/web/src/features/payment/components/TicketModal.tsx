import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { TextAreaField } from '../../../ui/TextField';
import { type TicketFormValues, ticketForm } from '../forms';

/** The contract's ticket text allows 2-300 characters; the counter shows the upper bound. */
const MAX_TEXT = 300;

/** Asks for a short text for finance (an appeal, a "not arrived" feedback) and sends it. */
export function TicketModal({
  open,
  onOpenChange,
  title,
  label,
  placeholder,
  submitLabel,
  busy,
  onSubmit,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when sent; the text is kept for another try otherwise. */
  onSubmit: (text: string) => Promise<boolean>;
  testId: string;
}) {
  const form = useForm<TicketFormValues>({ resolver: zodResolver(ticketForm), defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const handleSubmit = form.handleSubmit(async (values) => {
    if (await onSubmit(values.text)) form.reset({ text: '' });
  });
  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={submitLabel}
      onConfirm={handleSubmit}
      busy={busy}
      testId={testId}
    >
      <TextAreaField
        label={label}
        placeholder={placeholder}
        maxLength={MAX_TEXT}
        rows={4}
        error={form.formState.errors.text?.message}
        hint={`${text.trim().length} / ${MAX_TEXT}`}
        data-testid="ticket-text"
        {...form.register('text')}
      />
    </ConfirmModal>
  );
}
