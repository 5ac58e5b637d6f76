import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { TextAreaField } from '../../../ui/TextField';

const MIN_TEXT = 2;
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
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = async () => {
    const trimmed = text.trim();
    if (trimmed.length < MIN_TEXT || trimmed.length > MAX_TEXT) {
      setError(t('payment.ticket.textError'));
      return;
    }
    if (await onSubmit(trimmed)) {
      setText('');
      setError(undefined);
    }
  };
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
        value={text}
        maxLength={MAX_TEXT}
        rows={4}
        error={error}
        hint={`${text.trim().length} / ${MAX_TEXT}`}
        onChange={(event) => setText(event.target.value)}
        data-testid="ticket-text"
      />
    </ConfirmModal>
  );
}
