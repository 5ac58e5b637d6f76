import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import surface from '../../../ui/Surface.module.css';
import type { DepositOrder } from '../api/deposit';
import styles from '../Payment.module.css';
import { CloseOrderButton } from './CloseOrderButton';
import { usePaymentMoney } from './money';
import { depositStateTone } from './OrderView';

/** An order the member left open: continue it, or cancel it (after a confirmation) to start another. */
export function UnfinishedPrompt({
  order,
  onContinue,
  onClosed,
}: {
  order: DepositOrder;
  onContinue: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  return (
    <section className={surface.card} role="alert" data-testid="unfinished-order">
      <div className={surface.cardHead}>
        <Icon name="bell" />
        <h2 className={surface.cardTitle}>{t('payment.unfinished.title')}</h2>
        <Badge tone={depositStateTone[order.state]}>{t(`payment.depositStates.${order.state}`)}</Badge>
      </div>
      <p className={surface.cardText}>{t('payment.unfinished.text')}</p>
      <div className={styles.item}>
        <div className={styles.itemText}>
          <span className={styles.itemTitle}>
            {t(`payment.kinds.${order.kind}`)} · {money(order.amount)}
          </span>
          <span className={styles.itemMeta}>
            {order.orderNo} · {formatTime(order.createdAt)}
          </span>
        </div>
      </div>
      <div className={styles.actions}>
        {order.state === 'pending' && (
          <CloseOrderButton
            orderNo={order.orderNo}
            variant="secondary"
            onClosed={onClosed}
            testId="unfinished-cancel"
          />
        )}
        <Button onClick={onContinue} data-testid="unfinished-continue">
          {t('payment.unfinished.continue')}
        </Button>
      </div>
    </section>
  );
}
