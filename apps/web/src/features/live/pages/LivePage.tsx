import type { SportId } from '@courtside/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/sessionStore';
import { usePageTitle } from '../../../shared/usePageTitle';
import { buttonClass } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useLiveList } from '../../video';
import { useFollowed } from '../api/followed';
import styles from '../components/LiveCards.module.css';
import { MatchCard } from '../components/MatchCard';
import { RoomCard } from '../components/RoomCard';
import page from './LivePage.module.css';

const SPORTS: SportId[] = ['football', 'basketball', 'esports'];
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** 直播: the anchors on air and the matches with a stream of their own, by sport; counts refresh as they change. */
export function LivePage() {
  const { t } = useTranslation();
  usePageTitle(t('live.title'));
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('sport');
  const sport = SPORTS.find((s) => s === wanted) ?? null;
  const list = useLiveList(sport);
  const loggedIn = useSession((s) => s.loggedIn);
  const followed = useFollowed(loggedIn).data?.rooms ?? [];
  const rooms = list.data?.rooms ?? [];
  const matches = list.data?.matches ?? [];

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div className={styles.grid} data-testid="live-loading">
        {SKELETONS.map((key) => (
          <Skeleton key={key} className={page.cardSkeleton} />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = <ErrorState title={t('live.loadFailed')} onRetry={() => void list.refetch()} testId="live-error" />;
  } else if (rooms.length === 0 && matches.length === 0) {
    content = (
      <EmptyState
        title={sport ? t('live.emptySport') : t('live.empty')}
        description={t('live.emptyHint')}
        icon="live"
        testId="live-empty"
        action={
          <Link to="/app/sports" className={buttonClass({ size: 'sm' })}>
            {t('nav.sports')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        {rooms.length > 0 && (
          <section className={page.section} aria-labelledby="live-rooms">
            <h2 id="live-rooms" className={page.heading}>
              {t('live.rooms')}
            </h2>
            <div className={styles.grid}>
              {rooms.map((room) => (
                <RoomCard key={room.roomId} room={room} />
              ))}
            </div>
          </section>
        )}
        {matches.length > 0 && (
          <section className={page.section} aria-labelledby="live-matches">
            <h2 id="live-matches" className={page.heading}>
              {t('live.matches')}
            </h2>
            <div className={styles.grid}>
              {matches.map((match) => (
                <MatchCard key={match.matchId} match={match} />
              ))}
            </div>
          </section>
        )}
      </>
    );
  }

  return (
    <div className={page.page} data-testid="live-page">
      <PageHeader title={t('live.title')} />
      <div className={page.filters} role="tablist">
        {[null, ...SPORTS].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            role="tab"
            aria-selected={value === sport}
            className={page.filter}
            data-testid={`live-sport-${value ?? 'all'}`}
            onClick={() => setSearch(value ? { sport: value } : {}, { replace: true })}
          >
            {t(`live.sports.${value ?? 'all'}`)}
          </button>
        ))}
      </div>
      {followed.length > 0 && (
        <section className={page.section} aria-labelledby="live-followed" data-testid="live-followed">
          <h2 id="live-followed" className={page.heading}>
            {t('live.followed')}
          </h2>
          <div className={styles.grid}>
            {followed.map((room) => (
              <RoomCard key={room.roomId} room={room} />
            ))}
          </div>
        </section>
      )}
      {content}
    </div>
  );
}
