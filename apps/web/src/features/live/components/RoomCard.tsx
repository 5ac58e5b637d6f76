import type { RoomView } from '@courtside/contract';
import { formatCount } from '@courtside/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { toastAnchorStatus } from '../../video';
import styles from './LiveCards.module.css';

/** An anchor room: cover, the anchor, viewers and the match it casts; an away room toasts instead of opening. */
export function RoomCard({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/app/live/anchor/${room.roomId}`}
      className={styles.card}
      data-testid="live-room"
      data-room-id={room.roomId}
      data-status={room.status}
      onClick={(event) => {
        if (toastAnchorStatus(room.status, t)) event.preventDefault();
      }}
    >
      <span className={styles.cover}>
        <img src={room.cover} alt="" loading="lazy" />
        {room.status !== 'On1' && (
          <span className={styles.away}>{t(room.status === 'On2' ? 'live.interrupted' : 'live.notStarted')}</span>
        )}
        <span className={styles.viewers}>{t('live.viewers', { count: formatCount(room.viewers) })}</span>
      </span>
      <span className={styles.body}>
        <span className={styles.anchor}>
          <img src={room.anchor.logo} alt="" width={24} height={24} className={styles.avatar} loading="lazy" />
          <span className={styles.nick}>{room.anchor.nick}</span>
        </span>
        <span className={styles.roomTitle}>{room.title}</span>
        {room.match && (
          <span className={styles.match}>
            {room.match.home}{' '}
            <strong>
              {room.match.homeScore} - {room.match.awayScore}
            </strong>{' '}
            {room.match.away}
          </span>
        )}
      </span>
    </Link>
  );
}
