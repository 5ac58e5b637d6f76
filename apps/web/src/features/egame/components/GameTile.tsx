import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { GameItem } from '../api/catalogue';
import styles from './GameTile.module.css';

export interface GameTileProps {
  game: GameItem;
  onDemo(game: GameItem): void;
  onPlay(game: GameItem): void;
  onFavourite(game: GameItem): void;
}

/** A square game tile: art with hot / new corner badges and a favourite star, name, 试玩 and 进入游戏. */
export function GameTile({ game, onDemo, onPlay, onFavourite }: GameTileProps) {
  const { t } = useTranslation();
  // 试玩 and 进入游戏 both report the game as chosen (埋点); the star does not.
  const track = `gameClick:${game.venueCode}:${game.gameCode}`;
  return (
    <li className={styles.tile} data-testid="game-tile" data-game={`${game.venueCode}/${game.gameCode}`}>
      <div className={styles.art}>
        {/* The catalogue's own picture, the one an app or a partner client shows too. */}
        {game.image && (
          <img className={styles.image} src={game.image} alt={game.name} loading="lazy" decoding="async" />
        )}
        {(game.hot || game.isNew) && (
          <span className={[styles.corner, game.isNew && styles.cornerNew].filter(Boolean).join(' ')}>
            {game.hot ? t('casino.lobby.badgeHot') : t('casino.lobby.badgeNew')}
          </span>
        )}
        <button
          type="button"
          className={[styles.star, game.favourite && styles.starOn].filter(Boolean).join(' ')}
          aria-pressed={game.favourite}
          aria-label={t(game.favourite ? 'casino.lobby.unfavourite' : 'casino.lobby.favourite', { name: game.name })}
          onClick={() => onFavourite(game)}
          data-testid="game-favourite"
        >
          <Icon name="star" />
        </button>
      </div>
      <p className={styles.name}>{game.name}</p>
      {game.rtp && <p className={styles.rtp}>{t('casino.lobby.rtp', { rtp: game.rtp })}</p>}
      <div className={styles.actions}>
        {game.demo && (
          <Button size="sm" variant="outline" onClick={() => onDemo(game)} data-testid="game-demo" data-track={track}>
            {t('casino.lobby.demo')}
          </Button>
        )}
        <Button size="sm" onClick={() => onPlay(game)} data-testid="game-play" data-track={track}>
          {t('casino.lobby.play')}
        </Button>
      </div>
    </li>
  );
}
