import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';

/**
 * The console's site content and game screens (issue 30): a manager edits a banner and publishes a
 * notice, adds a navigation item and a help category, and hides a game, and the member site shows each
 * change on its next read, at 1440×900.
 */
const DESK = { width: 1440, height: 900 };
const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };

type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** A banner-shaped PNG (1200 × 400): green with a gold band, written chunk by chunk. */
const bannerPng = (): Buffer => {
  const width = 1200;
  const height = 400;
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > 160 && y < 240;
    for (let x = 0; x < width; x += 1) row.set(band ? [232, 185, 35] : [16, 122, 87], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('site content and games in the console', () => {
  const ctx = useSiteAndBrowser({ ADMIN_USER: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

  const api = async <T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${ctx.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };

  const manager = async (browser: Browser, username: string) => {
    const password = `${username}-Password-1`;
    const made = await api(
      '/api/admin/adminUser/v1/create',
      { username, password, roles: ['manager'] },
      { 'x-admin-token': ADMIN_TOKEN },
    );
    expect(made.code, made.msg).toBe(0);
    const context = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${ctx.site.url}/admin/`);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    return page;
  };

  const memberPage = async (browser: Browser, path: string) => {
    const context = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${ctx.site.url}${path}`);
    return page;
  };

  /**
   * The first test publishes a pop-up notice: on a later visit it covers the home page (and hides the
   * rest from the accessibility tree) until it is closed. Without it the page is as it was.
   */
  const closeNotice = async (home: Page) => {
    const ok = home.getByTestId('announcement-ok');
    await ok.waitFor({ timeout: 5_000 }).then(
      () => ok.click(),
      () => undefined,
    );
  };

  /**
   * 埋点 starts once the first page is idle, in the same step as the devtools guard (app/deferred.ts):
   * a context menu the page refuses says both are in.
   */
  const deferredInstalled = (page: Page) =>
    page.waitForFunction(() => {
      const menu = new MouseEvent('contextmenu', { cancelable: true });
      window.dispatchEvent(menu);
      return menu.defaultPrevented;
    });

  const confirm = async (page: Page) => {
    await page.getByTestId('action-confirm').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };

  it('edits a banner and publishes a notice, and the member home page shows both', async () => {
    const console = await manager(ctx.browser, 'content-manager');
    // The member site has read (and cached) its home page content before the change.
    const before = await memberPage(ctx.browser, '/app/home');
    await before.getByTestId('banner-slide').first().waitFor();
    await before.context().close();

    await console.getByTestId('menu-content').click();
    const banner = console.locator('[data-testid^="banner-"]').filter({ hasText: 'PC 首页' }).first();
    await banner.getByTestId('banner-edit').click();
    await console.getByTestId('action-field-title').fill('冬季足球狂欢');
    await confirm(console);
    await console.locator('[data-testid^="banner-"]').filter({ hasText: '冬季足球狂欢' }).waitFor();
    await console.getByText('已保存轮播图「冬季足球狂欢」').waitFor({ state: 'detached' });
    await screenshot(console, 'admin-content-banners');

    await console.getByTestId('content-tab-announcements').click();
    await console.getByTestId('announcement-create').click();
    // An empty title is the server's to refuse: its message stands under the field and nothing is saved.
    await console.getByTestId('action-field-content').fill('12月1日凌晨2点至4点系统升级，期间暂停存取款。');
    await console.getByTestId('action-confirm').click();
    await console.getByRole('dialog').getByText('请填写标题').waitFor();
    await console.getByTestId('action-field-title').fill('系统升级公告');
    await console.getByRole('dialog').getByRole('combobox', { name: '弹窗提示' }).click();
    await console.getByRole('option', { name: /^弹窗/ }).click();
    await confirm(console);
    const notice = console.locator('[data-testid^="announcement-"]').filter({ hasText: '系统升级公告' });
    await notice.waitFor();
    expect(await notice.getByTestId('content-enabled').innerText()).toBe('启用');
    await console.getByText('已发布公告「系统升级公告」').waitFor({ state: 'detached' });
    await screenshot(console, 'admin-content');
    await console.getByTestId('content-tab-navigation').click();
    await console.getByTestId('nav-egame').waitFor();
    await screenshot(console, 'admin-content-navigation');

    const home = await memberPage(ctx.browser, '/app/home');
    const dialog = home.getByTestId('announcement-dialog');
    await dialog.getByText('系统升级公告').waitFor();
    await dialog.getByText('12月1日凌晨2点至4点系统升级，期间暂停存取款。').waitFor();
    await home.getByTestId('announcement-ok').click();
    await expect.poll(() => home.locator('img[alt="冬季足球狂欢"]').count()).toBeGreaterThan(0);
    await screenshot(home, 'admin-content-member-home', { viewport: true });
    await home.context().close();
    await console.context().close();
  });

  it('adds a navigation item and a help category, and the member site shows both', async () => {
    const console = await manager(ctx.browser, 'nav-manager');
    await console.getByTestId('menu-content').click();
    await console.getByTestId('content-tab-navigation').click();
    await console.getByTestId('nav-egame').waitFor();
    await console.getByTestId('nav-create').click();
    // A name the site already has is the server's to refuse, under the field; nothing is added.
    await console.getByTestId('action-field-name').fill('体育');
    await console.getByTestId('action-field-iconUrl').fill('/media/icon-app.svg');
    await console.getByTestId('action-field-path').fill('/app/promotions');
    await console.getByTestId('action-confirm').click();
    await console.getByRole('dialog').getByText('已有同名导航项，请换一个名称').waitFor();
    await console.getByTestId('action-field-name').fill('优惠专区');
    await confirm(console);
    const item = console.locator('[data-testid^="nav-nav"]').filter({ hasText: '优惠专区' });
    await item.waitFor();
    await console.getByText('已新增导航项「优惠专区」').waitFor({ state: 'detached' });
    await screenshot(console, 'admin-content-nav-create');

    await console.getByTestId('content-tab-helpCategories').click();
    await console.getByTestId('help-category-create').click();
    await console.getByTestId('action-field-name').fill('体育规则');
    await console.getByTestId('action-field-sort').fill('99');
    await confirm(console);
    await console.locator('[data-testid^="help-category-"]').filter({ hasText: '体育规则' }).waitFor();

    const home = await memberPage(ctx.browser, '/app/home');
    await closeNotice(home);
    const chip = home.getByTestId('nav-tabs').getByRole('tab', { name: '优惠专区' });
    await chip.waitFor();
    await chip.click();
    await home.waitForURL(/\/app\/promotions/);
    await home.goto(`${ctx.site.url}/app/help`);
    await home.getByTestId('help-categories').getByRole('button', { name: '体育规则' }).waitFor();
    await screenshot(home, 'admin-content-member-help', { viewport: true });
    await home.context().close();
    await console.context().close();
  });

  it('uploads a picture for a banner, refusing a file that only claims to be one', async () => {
    const console = await manager(ctx.browser, 'upload-manager');
    await console.getByTestId('menu-content').click();
    const banner = console.locator('[data-testid^="banner-"]').filter({ hasText: 'PC 首页' }).first();
    await banner.getByTestId('banner-edit').click();
    const upload = console.getByTestId('action-upload-imageUrl');
    const message = console.getByTestId('action-upload-message-imageUrl');
    // A text file named .png: the server reads its bytes and refuses it; the address stays as it was.
    const before = await console.getByTestId('action-field-imageUrl').inputValue();
    await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect.poll(() => message.innerText()).toMatch(/仅支持 PNG、JPEG、WEBP 图片/);
    expect(await console.getByTestId('action-field-imageUrl').inputValue()).toBe(before);

    await upload.setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: bannerPng() });
    await expect
      .poll(() => console.getByTestId('action-field-imageUrl').inputValue())
      .toMatch(/^\/media\/up\/\w+\.webp$/);
    const url = await console.getByTestId('action-field-imageUrl').inputValue();
    await console.getByRole('dialog').getByRole('img', { name: '图片预览' }).waitFor();
    await screenshot(console, 'admin-content-upload', { viewport: true });
    await confirm(console);
    await console.locator(`[data-testid^="banner-"] img[src="${url}"]`).waitFor();

    const home = await memberPage(ctx.browser, '/app/home');
    await expect.poll(() => home.locator(`img[src="${url}"]`).count()).toBeGreaterThan(0);
    await screenshot(home, 'admin-content-upload-member', { viewport: true });
    await home.context().close();
    await console.context().close();
  });

  it('hides a game, and the member lobby no longer lists it', async () => {
    const lobby = await memberPage(ctx.browser, '/app/egame/pg');
    await lobby.getByTestId('egame-grid').locator('[data-game="PGDZ/caishen-dao"]').waitFor();

    const console = await manager(ctx.browser, 'games-manager');
    await console.getByTestId('menu-venues').click();
    await console.getByTestId('venue-PGDZ').waitFor();
    await console.getByRole('combobox', { name: '场馆' }).click();
    await console.getByRole('option', { name: 'PG 电子' }).click();
    const game = console.getByTestId('game-caishen-dao');
    await game.getByTestId('game-visibility').click();
    await confirm(console);
    await expect.poll(() => game.getByTestId('game-status').innerText()).toBe('隐藏');
    await console.getByText('财神到 已隐藏').waitFor({ state: 'detached' });
    await screenshot(console, 'admin-games');

    await lobby.reload();
    await lobby.getByTestId('egame-grid').locator('[data-game^="PGDZ/"]').first().waitFor();
    // Nowhere in the lobby: not in the grid, nor in the hot or new rows.
    expect(await lobby.locator('[data-game="PGDZ/caishen-dao"]').count()).toBe(0);
    expect(await lobby.getByTestId('egame-grid').locator('[data-game^="PGDZ/"]').count()).toBe(13);
    await lobby.context().close();
    await console.context().close();
  });

  it('counts a member’s banner and game clicks (埋点), and 点击统计 shows their click-through', async () => {
    const home = await memberPage(ctx.browser, '/app/home');
    const slide = home.getByTestId('banner-slide').first();
    await slide.waitFor();
    const bannerId = (await slide.getAttribute('data-track'))?.split(':')[1];
    await deferredInstalled(home);
    await closeNotice(home);
    await slide.click();
    // The lobby in a second tab: neither page is left, so each sends its batch when its 30 s timer
    // runs out (TRACK_FLUSH_MS). A beacon sent as a page is torn down was sometimes lost on a loaded
    // machine (CI saw the game's never arrive), which is a phone's reality but no ground for a test.
    const lobby = await home.context().newPage();
    await lobby.goto(`${ctx.site.url}/app/egame/pg`);
    const tile = lobby.getByTestId('egame-grid').getByTestId('game-tile').first();
    await tile.waitFor();
    await deferredInstalled(lobby);
    const game = (await tile.getAttribute('data-game'))?.replace('/', ':');
    const gameName = await tile.locator('img').getAttribute('alt');
    await tile.getByTestId('game-demo').click();

    const console = await manager(ctx.browser, 'clicks-manager');
    await console.getByTestId('menu-clicks').click();
    const bannerRow = console.getByTestId(`click-banner-${bannerId}`);
    const gameRow = console.getByTestId(`click-game-${game}`);
    await expect
      .poll(
        async () => {
          await console.reload();
          await console.getByRole('table', { name: '点击' }).waitFor();
          return [await bannerRow.count(), await gameRow.count()];
        },
        { timeout: 50_000, interval: 2_000 },
      )
      .toEqual([1, 1]);
    expect(await bannerRow.innerText()).toMatch(/横幅/);
    expect(await gameRow.innerText()).toContain(gameName);
    await screenshot(console, 'admin-clicks');
    await console.context().close();
    await home.context().close();
  }, 120_000);
});
