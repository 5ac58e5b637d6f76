import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

const MEMBER = { name: 'demo888', password: 'Courtside1' };

const logIn = async (page: Page, origin: string, fromPage: string) => {
  await page.goto(`${origin}/login?fromPage=${encodeURIComponent(fromPage)}`);
  await page.getByTestId('login-name').fill(MEMBER.name);
  await page.getByTestId('login-password').fill(MEMBER.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === fromPage);
};

/** The part of the page a box covers, in viewport pixels. */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

/**
 * Where an element comes to rest: its box once two reads 100 ms apart agree. A toast slides in (a
 * transform the box includes), and a box read mid-slide once put it 5 px short of where it lands.
 */
const settledBox = async (page: Page, selector: string) => {
  let last = await box(page, selector);
  for (let tries = 0; tries < 30; tries++) {
    await page.waitForTimeout(100);
    const now = await box(page, selector);
    if (now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  throw new Error(`${selector} did not come to rest`);
};

/** The brand's name shows whole: not clipped, and overlapping none of the header's other items. */
const brandIsWhole = (page: Page, place: 'h5-topbar' | 'pc-header', other: string) =>
  page.evaluate(
    ([headerId, otherId]) => {
      const header = document.querySelector(`[data-testid="${headerId}"]`);
      const brand = header?.querySelector('[data-testid="brand"]');
      const name = brand?.lastElementChild;
      const next = header?.querySelector(`[data-testid="${otherId}"]`);
      if (!(name instanceof HTMLElement) || !(next instanceof HTMLElement)) return false;
      const a = name.getBoundingClientRect();
      const b = next.getBoundingClientRect();
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      return name.scrollWidth <= name.clientWidth && apart;
    },
    [place, other] as const,
  );

describe('the member shell', () => {
  const ctx = useSiteAndBrowser();

  it('shows the balance in the header (hide, refresh), follows a transfer live, and toasts clear of the title', async () => {
    const page = await ctx.browser.newPage({ viewport: H5, locale: 'zh-CN' });
    await logIn(page, ctx.site.url, '/app/transfer');
    // The login toast sits below the header and the page's title band.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '登录成功' });
    await toast.waitFor();
    // The pointer on the toast holds it (sonner pauses its 2 s timer while hovered) until the card it
    // is measured against has loaded: on a loaded CI machine the card came after the toast had gone.
    await toast.hover();
    await page.getByTestId('centre-card').waitFor();
    const [toastBox, heading, topbar] = await Promise.all([
      settledBox(page, '[data-sonner-toast]'),
      box(page, '[data-testid="page-heading"]'),
      box(page, '[data-testid="h5-topbar"]'),
    ]);
    expect(toastBox.y).toBeGreaterThanOrEqual(topbar.y + topbar.height);
    expect(toastBox.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    // A narrow pill in the middle: the centre card's title (left) and refresh button (right) stay clear.
    const titleRight = await page.evaluate(() => {
      // The heading's box spans the row; its words end where their text does.
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('[data-testid="centre-card"] h2') as Node);
      return range.getBoundingClientRect().right;
    });
    const refresh = await box(page, '[data-testid="wallet-refresh"]');
    expect(toastBox.x).toBeGreaterThanOrEqual(titleRight);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(refresh.x);
    await screenshot(page, 'shell-toast-h5');

    const amount = page.getByTestId('topbar-balance-amount');
    await expect.poll(() => amount.innerText()).toBe('10,000.00');
    expect(await brandIsWhole(page, 'h5-topbar', 'topbar-balance')).toBe(true);
    await page.getByTestId('topbar-balance-eye').click();
    expect(await amount.innerText()).toBe('****');
    await page.reload();
    await expect.poll(() => amount.innerText()).toBe('****');
    await page.getByTestId('topbar-balance-eye').click();
    await expect.poll(() => amount.innerText()).toBe('10,000.00');

    // Money moved behind the page's back (here through the API, as another tab would): the
    // socket's push changes the header without a reload or a tap.
    const moved = await page.evaluate(async () => {
      const response = await fetch('/api/site/group/wallet/transfer/v1/transferInto', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: sessionStorage.getItem('tb-token') ?? '' },
        body: JSON.stringify({ venueCode: 'IMTY', amount: '250.00', requestId: 'shell-e2e-transfer-1' }),
      });
      return ((await response.json()) as { code: number }).code;
    });
    expect(moved).toBe(0);
    await expect.poll(() => amount.innerText()).toBe('9,750.00');

    // A tap on the amount reads it again (the button is busy while it does).
    const reread = page.waitForResponse((r) => r.url().endsWith('/wallet/balance/v1/get'));
    await page.getByTestId('topbar-balance-refresh').click();
    await reread;
    await page.goto(`${ctx.site.url}/app/home`);
    await page.getByTestId('announcement-ok').click();
    await expect.poll(() => amount.innerText()).toBe('9,750.00');
    await screenshot(page, 'shell-member-h5');

    await page.getByTestId('topbar-deposit').click();
    await page.waitForURL(/\/app\/deposit$/);
    await page.getByTestId('deposit-page').waitFor();
    await page.close();

    const pc = await ctx.browser.newPage({ viewport: PC, locale: 'zh-CN' });
    await logIn(pc, ctx.site.url, '/app/home');
    await pc.getByTestId('announcement-ok').click();
    await expect.poll(() => pc.getByTestId('header-balance-amount').innerText()).toBe('9,750.00');
    expect(await pc.getByTestId('header-member').innerText()).toContain(MEMBER.name);
    expect(await brandIsWhole(pc, 'pc-header', 'nav-home')).toBe(true);
    // The header's one way to messages is the bell, into the message centre.
    expect(await pc.getByTestId('pc-header').locator('[aria-label*="消息"]').count()).toBe(1);
    expect(await pc.getByTestId('header-bell').getAttribute('href')).toBe('/app/messages');
    await screenshot(pc, 'shell-member-pc');
    await pc.close();
  });

  // Twelve visits of the home page and a footer page each: more than the default minute on a busy machine.
  it('opens each footer page with its own content', async () => {
    const pages = [
      { link: '关于我们', path: '/app/about', heading: '关于我们', text: '我们是谁' },
      { link: '合作伙伴', path: '/app/partners', heading: '合作伙伴', text: '游戏场馆' },
      { link: '加入我们', path: '/app/join', heading: '加入我们 · 代理合作', text: '佣金比例' },
      { link: '负责任博彩', path: '/app/responsible-gaming', heading: '负责任博彩', text: '自我排除' },
      { link: '隐私政策', path: '/app/privacy', heading: '隐私政策', text: '我们收集的信息' },
      { link: '服务条款', path: '/app/terms', heading: '服务条款', text: '使用资格' },
    ];
    for (const viewport of [H5, PC]) {
      const page = await ctx.browser.newPage({ viewport, locale: 'zh-CN' });
      const label = viewport === H5 ? 'h5' : 'pc';
      for (const [index, item] of pages.entries()) {
        await page.goto(`${ctx.site.url}/app/home`);
        if (index === 0) await page.getByTestId('announcement-ok').click();
        const footer = page.getByTestId('site-footer');
        await footer.getByRole('link', { name: item.link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === item.path);
        await expect.poll(() => page.getByTestId('page-heading').innerText()).toBe(item.heading);
        expect(await page.getByTestId('info-article').innerText()).toContain(item.text);
        if (label === 'pc' || item.path === '/app/responsible-gaming') {
          await screenshot(page, `footer-${item.path.slice(5)}-${label}`);
        }
      }
      await page.close();
    }
  }, 150_000);
});

describe('the shell on a USDT site', () => {
  const ctx = useSiteAndBrowser({ SITE_ID: '5001' });

  it('keeps the longer brand whole beside the balance at 375 px', async () => {
    const page = await ctx.browser.newPage({ viewport: H5, locale: 'zh-CN' });
    await logIn(page, ctx.site.url, '/app/home');
    await page.getByTestId('announcement-ok').click();
    await expect.poll(() => page.getByTestId('topbar-balance-refresh').innerText()).toContain('USDT');
    expect(await page.getByTestId('topbar-balance-amount').innerText()).toBe('10,000.00');
    expect(await page.getByTestId('h5-topbar').getByTestId('brand').innerText()).toContain('USDT');
    expect(await brandIsWhole(page, 'h5-topbar', 'topbar-balance')).toBe(true);
    await screenshot(page, 'shell-member-usdt-h5');
    await page.close();
  });
});
