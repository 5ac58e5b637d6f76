import type { SportId } from '@courtside/contract';
import type { MatchItem } from '@courtside/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { toastAnchorStatus, useAnchorMatches } from '../../video';
import styles from './AnchorMatchList.module.css';

const STATUSES = ['On0', 'On1', 'On2'] as const;
const statusOf = (status: string) => ((STATUSES as readonly string[]).includes(status) ? status : 'On0');

/**
 * The sports page's 主播 tab (spec section 3): each match a streamer casts, with up to three anchor
 * avatars and the anchor's status. A click on an anchor not started or away shows the spec's toast;
 * otherwise the match room opens on the anchor's stream.
 */
export function AnchorMatchList({ sport }: { sport: SportId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useAnchorMatches(sport, true);
  if (list.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (list.isError) return <ErrorState title={t('sports.loadFailed')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return <EmptyState title={t('sports.anchors.empty')} description={t('sports.empty.hint')} icon="sports" />;
  }
  const open = (match: MatchItem) => {
    if (toastAnchorStatus(match.anchorStatus, t)) return;
    navigate(`/app/sports/match/${match.matchId}?video=ANCHOR`);
  };
  return (
    <ul className={styles.list} data-testid="anchor-matches">
      {list.data.map((match) => (
        <li key={`${match.matchId}-${match.anchorRoomId}`}>
          <button
            type="button"
            className={styles.card}
            onClick={() => open(match)}
            data-testid="anchor-match"
            data-status={match.anchorStatus}
          >
            <span className={styles.head}>
              <span className={styles.league}>{match.matchName}</span>
              <span className={`${styles.status} ${styles[statusOf(match.anchorStatus)]}`}>
                {t(`sports.anchors.status.${statusOf(match.anchorStatus)}`)}
              </span>
            </span>
            <span className={styles.teams}>
              <span className={styles.team}>
                {match.homeLogo && <img src={match.homeLogo} alt="" width={28} height={28} loading="lazy" />}
                {match.homeName}
              </span>
              <strong className={styles.score}>
                {match.homeScore === null || match.visitScore === null
                  ? match.startAt.slice(5, 16)
                  : `${match.homeScore} - ${match.visitScore}`}
              </strong>
              <span className={`${styles.team} ${styles.away}`}>
                {match.visitName}
                {match.visitLogo && <img src={match.visitLogo} alt="" width={28} height={28} loading="lazy" />}
              </span>
            </span>
            <span className={styles.anchors}>
              <span className={styles.avatars}>
                {match.anchorAvatars.map((avatar) => (
                  <img key={avatar} src={avatar} alt="" width={24} height={24} loading="lazy" />
                ))}
              </span>
              <span className={styles.nick}>{match.anchorInfo?.nickname}</span>
              <span className={styles.title}>{match.roomInfo?.title}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
