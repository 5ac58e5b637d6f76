import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { holdPlay } from '../../../shared/playHold';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { LogoutButton } from '../../auth';
import { fetchRgSession, type RgSessionView, useRealityCheckAck, useRgSession } from '../api';
import { clockText, netText } from '../session/format';
import styles from '../session/Session.module.css';
import { useTickingSeconds } from '../session/useTicking';

/**
 * How long to wait (ms) until the check is due, on the device's clock: the server's answer says its
 * own time (`now`) and when the check is due; the device only measures time since that answer.
 */
export const msUntilDue = (view: RgSessionView, answeredAt: number, deviceNow: number): number | null => {
  if (!view.realityCheck.dueAt) return null;
  const left = Date.parse(view.realityCheck.dueAt) - Date.parse(view.now);
  return Math.max(0, left - (deviceNow - answeredAt));
};

/**
 * The reality check (RTS 13B) for a signed-in member: at each interval the member chose, a dialog with
 * the session's elapsed time and net position, links to the bet and transaction history, 退出登录 and
 * 继续. It cannot be dismissed by a click outside or Escape; 继续 is recorded by the server, which then
 * answers the next due time. Auto-play is held while it is open.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const session = useRgSession();
  const ack = useRealityCheckAck();
  const [shown, setShown] = useState<{ view: RgSessionView; at: number } | null>(null);
  const seconds = useTickingSeconds(shown?.view.elapsedSeconds, shown?.at ?? 0);
  const data = session.data;
  const answeredAt = session.dataUpdatedAt;

  useEffect(() => {
    if (!data || shown) return;
    const wait = msUntilDue(data, answeredAt, Date.now());
    if (wait === null) return;
    let gone = false;
    const timer = setTimeout(() => {
      void fetchRgSession(client)
        .then((fresh) => {
          // Read again at the due time: the net position as of now, and a changed interval moves it.
          if (gone || fresh.realityCheck.dueAt === null) return;
          if (Date.parse(fresh.realityCheck.dueAt) > Date.parse(fresh.now) + 1_000) return;
          holdPlay(true);
          setShown({ view: fresh, at: Date.now() });
        })
        .catch(() => {
          // The next answer of the session query schedules it again.
        });
    }, wait);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [client, data, answeredAt, shown]);

  // Leaving (logging out) never leaves a game held.
  useEffect(() => () => holdPlay(false), []);

  const acknowledge = (after?: () => void) =>
    ack.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        holdPlay(false);
        after?.();
      },
      onError: toastUnhandled,
    });

  if (!shown) return null;
  return (
    <Modal
      open
      onOpenChange={() => {}}
      dismissible={false}
      title={t('rg.reality.modalTitle')}
      testId="reality-check"
      footer={
        <div className={styles.actions}>
          <LogoutButton variant="secondary" label={t('rg.reality.logout')} data-testid="reality-check-logout" />
          <Button
            onClick={() => acknowledge()}
            disabled={ack.isPending}
            aria-busy={ack.isPending || undefined}
            data-autofocus
            data-testid="reality-check-continue"
          >
            {t('rg.reality.continue')}
          </Button>
        </div>
      }
    >
      <div className={styles.modalBody}>
        <p className={styles.big} data-testid="reality-check-elapsed">
          {t('rg.reality.elapsed', { time: clockText(seconds) })}
        </p>
        <p
          className={`${styles.big} ${shown.view.net.startsWith('-') ? styles.down : styles.up}`}
          data-testid="reality-check-net"
          data-net={shown.view.net}
        >
          {t('rg.reality.net', { net: netText(shown.view.net) })}
        </p>
        <p className={styles.hint}>{t('rg.reality.netHint')}</p>
        <div className={styles.links}>
          {/* Opening the history is an answer too: the check is recorded, then the page opens. */}
          <Link
            to="/app/sports/bets"
            onClick={(event) => {
              event.preventDefault();
              acknowledge(() => void navigate('/app/sports/bets'));
            }}
            data-testid="reality-check-bets"
          >
            {t('rg.reality.bets')}
          </Link>
          <Link
            to="/app/transfer/records"
            onClick={(event) => {
              event.preventDefault();
              acknowledge(() => void navigate('/app/transfer/records'));
            }}
            data-testid="reality-check-records"
          >
            {t('rg.reality.records')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
