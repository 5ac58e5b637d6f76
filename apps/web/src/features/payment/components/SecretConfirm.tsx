import { isWithdrawalPassword } from '@courtside/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinPad } from '../../../ui/PinPad';
import { ConfirmModal } from '../../member/components/ConfirmModal';

/** A confirmation that needs the withdrawal password: deleting a card or an address. */
export function SecretConfirm({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** Resolves true when done; the password is cleared either way. */
  onConfirm: (password: string) => Promise<boolean>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  const handleConfirm = async () => {
    if (!isWithdrawalPassword(password)) {
      setError(t('payment.withdraw.passwordRequired'));
      return;
    }
    await onConfirm(password);
    setPassword('');
  };
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
      <PinPad
        label={t('payment.withdraw.password')}
        value={password}
        onChange={(next) => {
          setPassword(next);
          setError(undefined);
        }}
        error={error}
        testId={`${testId}-pin`}
      />
    </ConfirmModal>
  );
}
