import type { GameItem } from '@courtside/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { GameTile } from './GameTile';

const game: GameItem = {
  venueCode: 'PGDZ',
  gameCode: 'caishen-dao',
  name: '财神到',
  category: 'slots',
  engine: 'slot',
  brandCode: 'PG',
  brandName: 'PG',
  hot: true,
  isNew: false,
  jackpot: false,
  demo: true,
  rtp: '96.23',
  image: '/media/games/pgdz-caishen-dao.svg',
  favourite: false,
};

describe('GameTile', () => {
  it("shows the catalogue's picture of the game, the one every client gets, with its name", async () => {
    const handlers = { onDemo: vi.fn(), onPlay: vi.fn(), onFavourite: vi.fn() };
    const view = await renderRoutes([
      {
        path: '/',
        element: (
          <ul>
            <GameTile game={game} {...handlers} />
          </ul>
        ),
      },
    ]);
    const image = view.container.querySelector('[data-testid="game-tile"] img');
    expect(image?.getAttribute('src')).toBe('/media/games/pgdz-caishen-dao.svg');
    expect(image?.getAttribute('alt')).toBe('财神到');
    // No picture drawn in the browser beside it.
    expect(view.container.querySelector('[data-testid="game-tile"] svg[role="img"]')).toBeNull();
    expect(view.container.textContent).toContain('财神到');
    await view.unmount();
  });
});
