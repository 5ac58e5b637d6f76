import { describe, expect, it } from 'vitest';
import { accessGo } from '../../api/accessGo';
import { click, renderRoutes } from '../../test/render';
import { AccessAlertPage } from './AccessAlertPage';

describe('AccessAlertPage', () => {
  it('shows the facts it was given as router state, and goes on with the go flag set', async () => {
    const view = await renderRoutes(
      [
        { path: '/app/home', element: <p>home</p> },
        { path: '/access-alert', element: <AccessAlertPage /> },
      ],
      {
        initialEntries: [
          '/app/home',
          {
            pathname: '/access-alert',
            state: { payload: { ip: '203.0.113.9', area: '测试地区', maintenanceStatus: 1 }, msg: '您的访问受限' },
          },
        ],
      },
    );
    const q = (s: string) => view.container.querySelector(s);
    expect(q('[data-testid="page-heading"]')?.textContent).toBe('访问提示');
    expect(q('[data-testid="access-alert-page"] p')?.textContent).toBe('您的访问受限');
    const rows = [...view.container.querySelectorAll('[data-testid="access-details"] dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    );
    expect(rows).toEqual(['IP 地址=203.0.113.9', '所在地区=测试地区']);

    expect(accessGo.isSet()).toBe(false);
    await click(q('[data-testid="access-go"]'));
    expect(view.router.state.location.pathname).toBe('/app/home');
    expect(accessGo.isSet()).toBe(true);
    sessionStorage.clear();
    await view.unmount();
  });
});
