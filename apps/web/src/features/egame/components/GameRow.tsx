import type { GameItem } from '../api/catalogue';
import styles from './GameRow.module.css';
import { GameTile, type GameTileProps } from './GameTile';

/** A titled row of game tiles that scrolls sideways (最近玩过, 热门, 新游戏). */
export function GameRow({
  title,
  games,
  testId,
  ...tile
}: { title: string; games: readonly GameItem[]; testId: string } & Omit<GameTileProps, 'game'>) {
  if (games.length === 0) return null;
  return (
    <section className={styles.row} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {games.map((game) => (
          <GameTile key={`${game.venueCode}/${game.gameCode}`} game={game} {...tile} />
        ))}
      </ul>
    </section>
  );
}
