import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useLiveList } from '../../video';
import styles from './LiveRoomsStrip.module.css';
import { RoomCard } from './RoomCard';

const SHOWN = 8;

/** 正在直播 on the home page: the anchors on air now, and a way to all of them. */
export function LiveRoomsStrip() {
  const { t } = useTranslation();
  const list = useLiveList(null);
  const rooms = (list.data?.rooms ?? []).filter((room) => room.status === 'On1').slice(0, SHOWN);
  // The home page has more to show: a strip with nothing live simply stays away.
  if (rooms.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="live-rooms-strip" data-testid="live-strip">
      <header className={styles.head}>
        <h2 id="live-rooms-strip" className={styles.title}>
          {t('live.strip')}
        </h2>
        <Link to="/app/live" className={styles.all}>
          {t('live.all')}
        </Link>
      </header>
      <div className={styles.cards}>
        {rooms.map((room) => (
          <div key={room.roomId} className={styles.item}>
            <RoomCard room={room} />
          </div>
        ))}
      </div>
    </section>
  );
}
