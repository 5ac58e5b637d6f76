import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationFixture } from '../../../test/fixtures';
import { click, renderRoutes } from '../../../test/render';
import { siteKeys } from '../../site';
import { GameSection } from './GameSection';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ notify }));

describe('GameSection', () => {
  let view: Awaited<ReturnType<typeof renderRoutes>>;
  const onAppItem = vi.fn();

  beforeEach(async () => {
    notify.mockClear();
    onAppItem.mockClear();
    view = await renderRoutes(
      [
        { path: '/app/home', element: <GameSection onAppItem={onAppItem} /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      {
        initialEntries: ['/app/home'],
        seed: (client) => client.setQueryData(siteKeys.navigation(), navigationFixture),
      },
    );
  });
  afterEach(() => view.unmount());

  const q = (selector: string) => view.container.querySelector(selector);
  const tiles = () => [...view.container.querySelectorAll('[data-testid="nav-tile"]')];

  it('shows the first category with tiles, with a maintenance badge on the closed venue', () => {
    expect(tiles().map((t) => t.getAttribute('data-venue'))).toEqual(['OBTY', 'IMTY', 'FBTY']);
    expect(q('[data-venue="FBTY"] [data-testid="maintenance-badge"]')?.textContent).toBe('维护中');
    expect(q('[data-venue="OBTY"] [data-testid="maintenance-badge"]')).toBeNull();
  });

  it('a closed venue toasts and stays; an open one goes to its lobby', async () => {
    await click(q('[data-venue="FBTY"]'));
    expect(notify).toHaveBeenCalledWith('FB 体育正在维护，请稍后再试');
    expect(view.router.state.location.pathname).toBe('/app/home');

    await click(q('[data-venue="OBTY"]'));
    expect(view.router.state.location.pathname).toBe('/app/egame/ob');
  });

  it('the first egame venue opens /app/egame/dz', async () => {
    await click(q('[data-testid="nav-item-egame"]'));
    expect(tiles().map((t) => t.getAttribute('data-venue'))).toEqual(['PGDZ', 'YBDZ', 'YBBY']);
    await click(q('[data-venue="PGDZ"]'));
    expect(view.router.state.location.pathname).toBe('/app/egame/dz');
  });

  it('the app item scrolls to the download block; an item without tiles opens its path', async () => {
    await click(q('[data-testid="nav-item-app"]'));
    expect(onAppItem).toHaveBeenCalledTimes(1);
    expect(view.router.state.location.pathname).toBe('/app/home');

    await click(q('[data-testid="nav-item-live"]'));
    expect(view.router.state.location.pathname).toBe('/app/live');
  });
});
