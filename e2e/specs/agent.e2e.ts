import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PATIENCE } from '../member';

const APPLICANT = 'agapply1';
const FAN = 'agfan01';

// A member applies on /app/join, a manager approves in the console's 代理申请, a second member
// registers with the agent's link, and the agent sees one member on /app/agent.
describe('agents in the browser', () => {
  const ctx = useSiteAndBrowser();
  const steps = memberSteps(ctx);

  const managerDesk = async (browser: Browser) => {
    const username = 'agboss1';
    const password = 'agboss1-Password-1';
    await steps.admin('/api/admin/adminUser/v1/create', { username, password, roles: ['manager'] });
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    await page.goto(`${ctx.site.url}/admin/`);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: /今日概览/, level: 1 }).waitFor();
    return page;
  };

  it('H5: applies, is approved in the console, and sees the member who registered with the link', async () => {
    const member = await (await ctx.browser.newContext({ viewport: H5, locale: 'zh-CN' })).newPage();
    await steps.register(member, APPLICANT);
    // Not yet an agent: the agent page offers the application.
    await member.goto(`${ctx.site.url}/app/agent`);
    await member.getByTestId('agent-not-agent').waitFor(PATIENCE);
    await member.getByTestId('agent-apply').click();
    await member.getByTestId('agent-join-form').waitFor(PATIENCE);
    // The footer page's text stays above the form.
    await member.getByTestId('info-page').waitFor();
    await member.getByTestId('agent-join-submit').click();
    await member.getByText('请选择推广渠道').first().waitFor();
    await member.getByTestId('agent-contact-name').fill('李先生');
    await member.getByTestId('agent-contact').fill('@li_partner');
    await member.getByTestId('agent-channel-community').click();
    await member.getByTestId('agent-expected').fill('300');
    await member.getByTestId('agent-note').fill('三个球迷微信群');
    await member.getByTestId('agent-join-form').scrollIntoViewIfNeeded();
    await screenshot(member, 'agent-join-form-h5', { viewport: true });
    await member.getByTestId('agent-join-submit').click();
    await member.getByTestId('agent-join-pending').waitFor(PATIENCE);
    await screenshot(member, 'agent-join-pending-h5', { viewport: true });

    const desk = await managerDesk(ctx.browser);
    await desk.getByTestId('menu-agents').click();
    const row = desk.getByRole('row').filter({ hasText: '@li_partner' });
    await row.waitFor(PATIENCE);
    await row.getByTestId('agent-approve').click();
    await screenshot(desk, 'agent-desk-approve');
    await desk.getByTestId('action-confirm').click();
    // Approved, it leaves the 待审核 list.
    await expect.poll(() => desk.getByRole('row').filter({ hasText: '@li_partner' }).count(), PATIENCE).toBe(0);

    await member.goto(`${ctx.site.url}/app/agent`);
    const code = (await member.getByTestId('agent-code').innerText({ timeout: 15_000 })).trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await member.getByTestId('agent-link').innerText()).toContain(`/register?r_code=${code}`);
    expect(await member.getByTestId('agent-stat-total').innerText()).toBe('0');

    const fan = await (await ctx.browser.newContext({ viewport: H5, locale: 'zh-CN' })).newPage();
    await steps.register(fan, FAN, `${ctx.site.url}/register?r_code=${code}`);
    await fan.context().close();

    await member.reload();
    await expect.poll(() => member.getByTestId('agent-stat-total').innerText(), PATIENCE).toBe('1');
    expect(await member.getByTestId('agent-stat-newThisMonth').innerText()).toBe('1');
    // Counts only: the fan's name appears nowhere on the agent's page.
    expect(await member.getByTestId('agent-page').innerText()).not.toContain(FAN);
    await screenshot(member, 'agent-page-h5');
    // The member centre links an agent to the page.
    await member.goto(`${ctx.site.url}/app/member`);
    await member.getByTestId('member-agent').waitFor(PATIENCE);
    await member.context().close();
    await desk.context().close();
  }, 180_000);

  it('PC: the join page for a visitor, and the agent page beside the shell', async () => {
    const visitor = await (await ctx.browser.newContext({ viewport: PC, locale: 'zh-CN' })).newPage();
    await visitor.goto(`${ctx.site.url}/app/join`);
    await visitor.getByTestId('agent-join-form').waitFor(PATIENCE);
    await visitor.getByTestId('agent-contacts').waitFor(PATIENCE);
    await screenshot(visitor, 'agent-join-pc');
    await visitor.context().close();

    const page = await (await ctx.browser.newContext({ viewport: PC, locale: 'zh-CN' })).newPage();
    await steps.logIn(page, APPLICANT);
    await page.getByTestId('member-agent').click();
    await expect.poll(() => page.getByTestId('agent-stat-total').innerText(), PATIENCE).toBe('1');
    await screenshot(page, 'agent-page-pc');
    await page.context().close();
  }, 120_000);
});
