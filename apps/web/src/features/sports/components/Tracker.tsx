import type { IncidentView, MatchDetail } from '@courtside/contract';
import { useTranslation } from '../../../i18n';
import styles from './Tracker.module.css';

const RECENT = 6;

/** What the tracker draws of a match: a page keeps this slice by identity, so odds ticks do not redraw it. */
export type TrackedMatch = Pick<MatchDetail, 'sport' | 'status' | 'incidents' | 'home' | 'away'>;
const WITH_PLACE = (i: IncidentView) => i.x !== null && i.y !== null;

/** The playing surface of the sport, drawn in the theme's colours. */
function Surface({ sport }: { sport: MatchDetail['sport'] }) {
  if (sport === 'basketball') {
    return (
      <g className={styles.lines}>
        <rect x="1" y="1" width="98" height="58" rx="2" />
        <line x1="50" y1="1" x2="50" y2="59" />
        <circle cx="50" cy="30" r="7" />
        <path d="M1 8h14a22 22 0 0 1 0 44H1M99 8H85a22 22 0 0 0 0 44h14" />
        <rect x="1" y="21" width="19" height="18" />
        <rect x="80" y="21" width="19" height="18" />
      </g>
    );
  }
  if (sport === 'esports') {
    return (
      <g className={styles.lines}>
        <rect x="1" y="1" width="98" height="58" rx="3" />
        <path d="M6 54 94 6M6 30h88M50 6v48" />
        <circle cx="8" cy="52" r="4" />
        <circle cx="92" cy="8" r="4" />
      </g>
    );
  }
  return (
    <g className={styles.lines}>
      <rect x="1" y="1" width="98" height="58" rx="1" />
      <line x1="50" y1="1" x2="50" y2="59" />
      <circle cx="50" cy="30" r="8" />
      <rect x="1" y="16" width="14" height="28" />
      <rect x="85" y="16" width="14" height="28" />
      <rect x="1" y="24" width="5" height="12" />
      <rect x="94" y="24" width="5" height="12" />
    </g>
  );
}

/**
 * The animated match tracker (video kind ANIMATION): the pitch, court or map with the latest
 * incidents placed where they happened; the newest pulses and the ball glides to it. The ball is
 * an HTML layer over the drawing, not part of the SVG: Chromium animates an SVG child's transform
 * on the main thread (restyling and repainting the drawing every frame of the endless pulse),
 * while an HTML element's transform and opacity run on the compositor.
 */
export function Tracker({ match }: { match: TrackedMatch }) {
  const { t } = useTranslation();
  const placed = match.incidents.filter(WITH_PLACE).slice(-RECENT);
  const last = placed.at(-1);
  const latestText = match.incidents.at(-1);
  return (
    <figure className={styles.tracker} data-testid="tracker" data-sport={match.sport} data-incidents={placed.length}>
      <div className={styles.pitch}>
        <svg
          viewBox="0 0 100 60"
          role="img"
          aria-label={t('sports.tracker.label', { home: match.home.name, away: match.away.name })}
        >
          <rect className={styles.field} x="0" y="0" width="100" height="60" />
          <Surface sport={match.sport} />
          {placed.map((incident, index) => (
            <g
              key={incident.id}
              className={styles.mark}
              data-side={incident.side}
              style={{
                transform: `translate(${incident.x! * 0.98 + 1}px, ${incident.y! * 0.58 + 1}px)`,
                opacity: (index + 1) / placed.length,
              }}
            >
              <circle r={incident.kind === 'goal' || incident.kind === 'mapWin' ? 2.4 : 1.4} />
            </g>
          ))}
        </svg>
        {last && (
          <div
            className={styles.ball}
            data-testid="tracker-ball"
            aria-hidden="true"
            style={{ transform: `translate(${last.x! * 0.98 + 1}%, ${((last.y! * 0.58 + 1) / 60) * 100}%)` }}
          >
            <span className={styles.pulse} />
            <span className={styles.dot} />
          </div>
        )}
      </div>
      <figcaption className={styles.caption} data-testid="tracker-caption">
        {match.status === 'notStarted' || !latestText ? t('sports.tracker.waiting') : latestText.text}
      </figcaption>
    </figure>
  );
}
