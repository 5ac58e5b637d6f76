import { sitePageRoutes } from '@courtside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySettlementUnit } from '../../i18n';
import { click, renderRoutes, stubApi, waitFor } from '../../test/render';
import { infoPages } from './pages';
import { aboutRoutes } from './routes';

const render = (path: string) => renderRoutes([{ path: '/app', children: aboutRoutes }], { initialEntries: [path] });

const titles: Record<string, string> = {
  about: '关于我们',
  partners: '合作伙伴',
  join: '加入我们 · 代理合作',
  'responsible-gaming': '负责任博彩',
  privacy: '隐私政策',
  terms: '服务条款',
};

describe('footer information pages', () => {
  // No operator text by default: the site-configuration call is refused, so the bundled text shows.
  beforeEach(() => stubApi({}));
  afterEach(() => {
    applySettlementUnit('cny');
    vi.unstubAllGlobals();
  });

  it.each(infoPages.map((page) => page.path))(
    '/app/%s shows its own page, with the others a tap away',
    async (path) => {
      const view = await render(`/app/${path}`);
      const q = (selector: string) => view.container.querySelector(selector);
      await waitFor(() => expect(q('[data-testid="page-heading"]')?.textContent).toBe(titles[path]));
      const article = q('[data-testid="info-article"]');
      await waitFor(() => expect(article?.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3));
      expect(article?.textContent).toContain('联系在线客服');
      expect(q(`[data-testid="info-nav-${path}"]`)?.getAttribute('aria-current')).toBe('page');
      expect(view.container.querySelectorAll('nav a')).toHaveLength(infoPages.length);
      await view.unmount();
    },
  );

  it('responsible gambling says what the site offers and how to get help', async () => {
    const view = await render('/app/responsible-gaming');
    const article = () => view.container.querySelector('[data-testid="info-article"]')?.textContent ?? '';
    await waitFor(() => expect(article()).toContain('存款限额'));
    for (const tool of ['冷静期', '自我排除', '18 周岁', '寻求帮助']) expect(article()).toContain(tool);
    expect(view.container.querySelector('[data-testid="info-contact"]')?.getAttribute('href')).toBe('/cs');

    await click(view.container.querySelector('[data-testid="info-nav-privacy"]'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/privacy'));
    await waitFor(() => expect(article()).toContain('我们收集的信息'));
    expect(article()).toContain('最近更新：2026-11-01');
    await view.unmount();
  });

  it('speaks of USDT addresses and 提币 on a USDT site', async () => {
    applySettlementUnit('usdt');
    const view = await render('/app/privacy');
    const article = () => view.container.querySelector('[data-testid="info-article"]')?.textContent ?? '';
    await waitFor(() => expect(article()).toContain('USDT地址'));
    expect(article()).toContain('提币');
    expect(article()).not.toMatch(/提现|银行卡/);
    await view.unmount();
  });

  it('shows the operator text from the site configuration, its settlement words filled', async () => {
    applySettlementUnit('usdt');
    stubApi({
      [sitePageRoutes.get.path]: {
        code: 'about',
        content: {
          title: '关于本站',
          lead: '运营方写的导语',
          updated: null,
          sections: [
            { heading: '资金', paragraphs: ['随时{{withdraw}}到您的{{card}}'], items: ['以 {{currency}} 结算'] },
          ],
        },
      },
    });
    const view = await render('/app/about');
    const article = () => view.container.querySelector('[data-testid="info-article"]')?.textContent ?? '';
    await waitFor(() => expect(article()).toContain('运营方写的导语'));
    expect(view.container.querySelector('[data-testid="page-heading"]')?.textContent).toBe('关于本站');
    expect(article()).toContain('随时提币到您的USDT地址');
    expect(article()).toContain('以 USDT 结算');
    expect(article()).not.toContain('我们是谁');
    await view.unmount();
  });
});
