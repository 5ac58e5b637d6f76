import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { Button, type ButtonVariant } from '../../../ui/Button';
import { notify } from '../../../ui/toast';
import { useOrderAction } from '../api/deposit';

/** 取消订单 with its confirmation: closes a deposit order nobody has paid yet. */
export function CloseOrderButton({
  orderNo,
  variant = 'ghost',
  onClosed,
  testId,
}: {
  orderNo: string;
  variant?: ButtonVariant;
  onClosed?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const close = useOrderAction('closeOrder');
  const [closing, setClosing] = useState(false);
  const handleClose = async () => {
    try {
      await close.mutateAsync(orderNo);
      notify(t('payment.unfinished.cancelled'));
      onClosed?.();
    } catch (failure) {
      toastUnhandled(failure);
    } finally {
      setClosing(false);
    }
  };
  return (
    <>
      <Button variant={variant} onClick={() => setClosing(true)} data-testid={testId}>
        {t('payment.unfinished.cancel')}
      </Button>
      <ConfirmModal
        open={closing}
        onOpenChange={setClosing}
        title={t('payment.unfinished.confirmTitle')}
        confirmLabel={t('payment.unfinished.confirm')}
        onConfirm={handleClose}
        busy={close.isPending}
        testId="close-order-confirm"
      >
        <p>{t('payment.unfinished.confirmText', { orderNo })}</p>
      </ConfirmModal>
    </>
  );
}
