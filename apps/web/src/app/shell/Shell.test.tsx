import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteKeys } from '../../features/site';
import { siteInfoFixture } from '../../test/fixtures';
import { renderRoutes, stubApi, waitFor } from '../../test/render';
import { Shell } from './Shell';

const footer = {
  columns: [{ title: '关于我们', links: [{ name: '品牌介绍', path: '/app/help' }] }],
  licences: ['持牌运营'],
  responsibleGaming: '本站仅向年满18周岁的用户提供服务。',
  copyright: '© 2025 Courtside',
};

const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/app/home', element: <p data-testid="home">home</p> },
      { path: '/cs', element: <p data-testid="cs">cs</p> },
    ],
  },
  { path: '/maintenance', element: <p data-testid="maintenance">maintenance</p> },
];

describe('Shell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the page with header, tab bar and the footer from pcBottom', async () => {
    stubApi({ '/api/site/group/site/pcBottom/v1/get': footer });
    const view = await renderRoutes(routes, {
      initialEntries: ['/app/home'],
      seed: (client) => client.setQueryData(siteKeys.info(), siteInfoFixture()),
    });
    const q = (s: string) => view.container.querySelector(s);
    expect(q('[data-testid="home"]')).not.toBeNull();
    expect(q('[data-testid="pc-header"]')).not.toBeNull();
    expect(q('[data-testid="tab-bar"]')?.textContent).toBe('首页体育直播优惠我的');
    // The footer's code loads after the page's own (a lazy chunk), so it may take a moment longer.
    await waitFor(
      () => expect(q('[data-testid="responsible-gaming"]')?.textContent).toBe('18+本站仅向年满18周岁的用户提供服务。'),
      10_000,
    );
    expect(q('[data-testid="copyright"]')?.textContent).toBe('© 2025 Courtside');
    expect(q('[data-testid="theme-picker"]')).not.toBeNull();
    await view.unmount();
  });

  it('sends the member to /maintenance while the site is in maintenance, but not from /cs', async () => {
    stubApi({});
    const maintenance = siteInfoFixture({ maintenance: { active: true, message: '升级中', endsAt: null } });
    const home = await renderRoutes(routes, {
      initialEntries: ['/app/home'],
      seed: (client) => client.setQueryData(siteKeys.info(), maintenance),
    });
    expect(home.router.state.location.pathname).toBe('/maintenance');
    await home.unmount();

    const cs = await renderRoutes(routes, {
      initialEntries: ['/cs'],
      seed: (client) => client.setQueryData(siteKeys.info(), maintenance),
    });
    expect(cs.router.state.location.pathname).toBe('/cs');
    expect(cs.container.querySelector('[data-testid="cs"]')).not.toBeNull();
    await cs.unmount();
  });
});
