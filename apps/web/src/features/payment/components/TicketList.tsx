import type { Withdrawal } from '@courtside/contract';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { Badge } from '../../../ui/Badge';
import styles from '../Payment.module.css';

type Ticket = Withdrawal['tickets'][number];

/** The member's reminders, feedback and appeals on an order, each with finance's reply when there is one. */
export function TicketList({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation();
  if (tickets.length === 0) return null;
  return (
    <section className={styles.tickets} aria-label={t('payment.order.tickets')} data-testid="order-tickets">
      <h3 className={styles.groupLabel}>{t('payment.order.tickets')}</h3>
      {tickets.map((ticket) => (
        <div key={`${ticket.kind}-${ticket.createdAt}`} className={styles.ticket} data-testid="order-ticket">
          <div className={styles.ticketHead}>
            <Badge tone={ticket.kind === 'appeal' ? 'warning' : 'info'}>
              {t(`payment.ticketKinds.${ticket.kind}`)}
            </Badge>
            <span className={styles.meta}>{formatTime(ticket.createdAt)}</span>
          </div>
          {ticket.text && <p className={styles.ticketText}>{ticket.text}</p>}
          {ticket.reply ? (
            <p className={styles.ticketReply} data-testid="ticket-reply">
              {t('payment.order.ticketReply', { reply: ticket.reply })}
            </p>
          ) : (
            <p className={styles.ticketWaiting}>{t('payment.order.ticketWaiting')}</p>
          )}
        </div>
      ))}
    </section>
  );
}
