import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, screenshot, useSiteAndBrowser } from '../harness';

const MEMBER = { name: 'demo888', password: 'Courtside1' };
const desk = (origin: string, action: string, body: object) =>
  fetch(`${origin}/api/admin/support/v1/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; data: never }>);

/** True when the centre of the element is the element itself (or inside it): nothing floats over it. */
const uncovered = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });

describe('customer service', () => {
  const ctx = useSiteAndBrowser();

  it('asks a visitor to sign in, then queues the member, and the operator answers live', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
    await page.goto(`${ctx.site.url}/cs`);
    await page.getByTestId('cs-sign-in').waitFor();
    await screenshot(page, 'cs-visitor-412');
    await page.getByTestId('cs-sign-in').getByRole('link', { name: '登录后咨询' }).click();
    await page.getByTestId('login-name').fill(MEMBER.name);
    await page.getByTestId('login-password').fill(MEMBER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/cs');

    await page.getByTestId('cs-chat-input').fill('你好，我的存款还没有到账');
    await page.getByTestId('cs-chat-send').click();
    await expect.poll(() => page.getByTestId('cs-chat-status').getAttribute('data-state')).toBe('waiting');
    expect(await page.getByTestId('cs-chat-status').innerText()).toContain('正在为您接入客服');

    const queue = await desk(ctx.site.url, 'queue', { state: 'waiting' });
    const waiting = (queue.data as { list: { id: number; memberName: string }[] }).list;
    expect(waiting.map((c) => c.memberName)).toEqual(['demo888']);
    const id = waiting[0]!.id;
    expect((await desk(ctx.site.url, 'take', { conversationId: id })).code).toBe(0);
    expect(
      (
        await desk(ctx.site.url, 'reply', {
          conversationId: id,
          text: '您好，请提供订单号',
          requestId: 'e2e-reply-0001',
        })
      ).code,
    ).toBe(0);
    // The operator's line arrives over the member's socket, without a reload.
    await page.getByText('您好，请提供订单号').waitFor();
    await expect.poll(() => page.getByTestId('cs-chat-status').getAttribute('data-state')).toBe('active');
    expect(await uncovered(page, 'cs-chat-input')).toBe(true);
    expect(await uncovered(page, 'cs-chat-send')).toBe(true);
    await screenshot(page, 'cs-chat-412', { viewport: true });

    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      expect(await uncovered(page, 'cs-chat-input')).toBe(true);
      expect(await uncovered(page, 'cs-chat-send')).toBe(true);
      await screenshot(page, `cs-chat-${viewport.width}`, { viewport: true });
    }

    await page.getByTestId('cs-chat-end').click();
    await expect.poll(() => page.getByTestId('cs-chat-status').getAttribute('data-state')).toBe('closed');
    expect(
      (await desk(ctx.site.url, 'reply', { conversationId: id, text: '还在吗', requestId: 'e2e-reply-0002' })).code,
    ).toBe(10687);
    await page.close();
  });
});
