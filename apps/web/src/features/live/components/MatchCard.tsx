import { formatCount } from '@courtside/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { LiveMatch } from '../../video';
import styles from './LiveCards.module.css';

/** A live match with its own stream: teams, score, period, viewers and the anchors casting it. */
export function MatchCard({ match }: { match: LiveMatch }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/app/sports/match/${match.matchId}?video=LIVE`}
      className={styles.card}
      data-testid="live-match"
      data-match-id={match.matchId}
    >
      <span className={styles.matchCover}>
        <span className={styles.league}>{match.league}</span>
        <span className={styles.teams}>
          {(['home', 'away'] as const).map((side) => (
            <span key={side} className={styles.team}>
              <img
                src={side === 'home' ? match.homeLogo : match.awayLogo}
                alt=""
                width={36}
                height={36}
                loading="lazy"
              />
              <span className={styles.nick}>{side === 'home' ? match.home : match.away}</span>
            </span>
          ))}
        </span>
        <strong className={styles.score}>
          {match.homeScore} - {match.awayScore}
        </strong>
        <span className={styles.period}>{match.periodName}</span>
        <span className={styles.viewers}>{t('live.viewers', { count: formatCount(match.viewers) })}</span>
      </span>
      {match.anchorAvatars.length > 0 && (
        <span className={styles.avatars}>
          {match.anchorAvatars.map((logo) => (
            <img key={logo} src={logo} alt="" width={20} height={20} className={styles.avatar} loading="lazy" />
          ))}
        </span>
      )}
    </Link>
  );
}
