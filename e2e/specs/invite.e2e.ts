import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, PC, screenshot, useSiteAndBrowser } from '../harness';
import { memberSteps, PATIENCE } from '../member';

/** The phone size the invite journey is checked at (a common large Android screen). */
const H5 = { width: 412, height: 915 };

/**
 * 邀请好友 (issue 31): a member copies their invite link from the member centre; a friend on another
 * network opens it, registers (the code comes with the link), deposits through the sandbox gateway;
 * the first member sees the friend, masked, and the reward of the first deposit. Each browser gets
 * its own address: the server believes `X-Forwarded-For` from the loopback proxy (TRUST_PROXY), so
 * the same-network rule is exercised as it would be in production.
 */
describe('invitations in the browser', () => {
  const ctx = useSiteAndBrowser({ TRUST_PROXY: 'loopback' });

  /** The demo asks for a bound real name before a deposit; this journey is not about that step. */
  const noRealNameForDeposits = async () => {
    const res = await fetch(`${ctx.site.url}/api/admin/site/v1/param`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ keyCode: 'deposit_verify_true_name', value: '0' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  };

  const { register, deposit } = memberSteps(ctx);

  const journey = async (viewport: typeof PC, tag: string, network: number) => {
    await noRealNameForDeposits();
    // The host and the friend on two different /24 networks.
    const hostContext = await ctx.browser.newContext({
      viewport,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${network}.1.10` },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const host = await hostContext.newPage();
    await register(host, `${tag}host`);

    // From the member centre to 邀请好友: the code, the link, its QR code, the rules, an empty list.
    await host.goto(`${ctx.site.url}/app/member`);
    await host.getByTestId('member-invite').click();
    await host.waitForURL(/\/app\/invite$/);
    await host.getByTestId('invite-code').waitFor();
    const code = (await host.getByTestId('invite-code').innerText()).trim();
    const link = (await host.getByTestId('invite-link').innerText()).trim();
    expect(link).toBe(`${ctx.site.url}/register?i_code=${code}`);
    expect(await host.getByTestId('invite-qr').getAttribute('data-text')).toBe(link);
    await host.getByTestId('invite-list-empty').waitFor();
    expect(await host.getByTestId('invite-rules').innerText()).toContain('首笔存款满 ¥100.00');
    await host.getByTestId('invite-copy-link').click();
    const copied = await host.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(link);
    await screenshot(host, `invite-empty-${tag}`);

    // The friend, elsewhere, opens the copied link and registers: the code is already filled in.
    const friendContext = await ctx.browser.newContext({
      viewport,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${network}.2.20` },
    });
    const friend = await friendContext.newPage();
    await friend.goto(copied);
    await friend.getByTestId('register-form').waitFor();
    expect(await friend.getByTestId('register-invite').inputValue()).toBe(code);
    await register(friend, `${tag}friend`, copied);
    await deposit(friendContext, friend, '100');

    // The host sees the friend, masked, with the first-deposit reward paid once.
    await host.goto(`${ctx.site.url}/app/invite`);
    const row = host.getByTestId('invitee');
    await expect.poll(() => row.first().getAttribute('data-state'), PATIENCE).toBe('deposited');
    await expect.poll(() => host.getByTestId('invitee-reward').first().innerText(), PATIENCE).toBe('¥28.00');
    expect(await row.count()).toBe(1);
    expect(await row.first().innerText()).toContain(`${tag.slice(0, 2)}***d`);
    expect(await host.getByTestId('invite-total-reward').getAttribute('data-amount')).toBe('28.00');
    await screenshot(host, `invite-rewarded-${tag}`);

    // The reward is a grant of 我的优惠, with its 1x wagering.
    await host.goto(`${ctx.site.url}/app/promotions/mine`);
    await host.locator('[data-testid="grant-card"]', { hasText: '邀请好友' }).waitFor(PATIENCE);
    await hostContext.close();
    await friendContext.close();
  };

  it('H5: a friend registers through the copied link and their first deposit pays the inviter', async () => {
    await journey(H5, 'ih5', 21);
  }, 150_000);

  it('PC: the same journey on a wide screen', async () => {
    await journey(PC, 'ipc', 22);
  }, 150_000);
});
