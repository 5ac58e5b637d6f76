import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/sessionStore';
import { useRgSession } from '../api';
import { clockText, netText } from './format';
import styles from './Session.module.css';
import { useTickingSeconds } from './useTicking';

/**
 * The session clock and net position on game and match pages (RTS 13C, 2E): how long this login has
 * run and what it has won or lost. Nothing for a visitor.
 */
export function SessionClock() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const session = useRgSession({ enabled: loggedIn, poll: true });
  const seconds = useTickingSeconds(session.data?.elapsedSeconds, session.dataUpdatedAt);
  if (!loggedIn || !session.data) return null;
  const net = session.data.net;
  return (
    <span className={styles.clock} role="status" aria-label={t('rg.session.label')} data-testid="session-clock">
      <span data-testid="session-clock-time">{t('rg.session.clock', { time: clockText(seconds) })}</span>
      <span className={net.startsWith('-') ? styles.down : styles.up} data-testid="session-clock-net" data-net={net}>
        {t('rg.session.net', { net: netText(net) })}
      </span>
    </span>
  );
}
