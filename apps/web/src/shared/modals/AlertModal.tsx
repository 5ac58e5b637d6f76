import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { AlertRequest } from './alertStore';

/** The alert dialog: warm-tips title, the message, one OK button. Loaded the first time an alert is raised. */
export function AlertModal({ alert, onOk }: { alert: AlertRequest; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      title={alert.title}
      dismissible={false}
      testId="alert-modal"
      footer={
        <Button block onClick={onOk} data-testid="alert-ok" data-autofocus>
          {alert.okLabel ?? t('common.ok')}
        </Button>
      }
    >
      <p data-testid="alert-message">{alert.message}</p>
    </Modal>
  );
}
