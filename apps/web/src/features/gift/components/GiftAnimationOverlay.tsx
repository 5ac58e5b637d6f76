import { useTranslation } from '../../../i18n';
import { useGiftPushes } from '../state/pushes';
import styles from './GiftAnimationOverlay.module.css';

/**
 * Plays the room's gifts over the page: small ones slide in at the left in up to three lanes, luxury
 * ones (type 2) fill the middle of the screen. Each leaves when its animation ends. It never takes
 * a tap: the room stays usable under it.
 */
export function GiftAnimationOverlay() {
  const { t } = useTranslation();
  const playing = useGiftPushes((s) => s.playing);
  const done = useGiftPushes((s) => s.done);
  const small = playing.filter((p) => p.giftType === 1);
  const big = playing.find((p) => p.giftType === 2);
  return (
    <div className={styles.overlay} aria-live="polite" data-testid="gift-overlay">
      {small.map((push, lane) => (
        <div
          key={push.id}
          className={styles.slide}
          style={{ top: `calc(var(--gift-lane-top) + ${lane} * var(--gift-lane-gap))` }}
          onAnimationEnd={(event) => event.target === event.currentTarget && done(push.id)}
          data-testid="gift-animation"
          data-gift-type="1"
        >
          <img className={styles.slideIcon} src={push.giftIconWeb} alt="" />
          <span className={styles.slideText}>
            {t('gift.push.line', { nick: push.nick, gift: push.giftName, count: push.count })}
          </span>
          {push.combo > 1 && <strong className={styles.combo}>{t('gift.push.combo', { combo: push.combo })}</strong>}
        </div>
      ))}
      {big && (
        <div
          key={big.id}
          className={styles.full}
          onAnimationEnd={(event) => event.target === event.currentTarget && done(big.id)}
          data-testid="gift-animation"
          data-gift-type="2"
        >
          <img className={styles.fullIcon} src={big.giftIconWeb} alt="" />
          <span className={styles.fullText}>
            {t('gift.push.line', { nick: big.nick, gift: big.giftName, count: big.count })}
          </span>
        </div>
      )}
    </div>
  );
}
