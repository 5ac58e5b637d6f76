import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures';
import { findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { stubApi } from '../../../test/render';
import { renderMember } from '../testing';

const verifyApi = (usdt: { required: boolean; bound: boolean; addresses: number; allowed: boolean }) => ({
  [routes.member.info.path]: profileFixture(),
  [routes.member.selectRealName.path]: { bound: true, realName: '张**' },
  [routes.member.bindSteps.path]: [
    { step: 'userRealNameBind', done: true, required: true },
    { step: 'userInfoBind', done: true, required: true },
    { step: 'selectRealName', done: true, required: true },
    { step: 'selectUSDT', done: usdt.bound, required: usdt.required },
  ],
  [routes.member.selectUsdt.path]: usdt,
});

describe('verify page', () => {
  afterEach(() => signOutForTest());

  it('shows the USDT addresses the member bound and where they are managed', async () => {
    signInForTest();
    stubApi(verifyApi({ required: true, bound: true, addresses: 2, allowed: true }));
    const view = await renderMember('/app/member/verify');
    const panel = await findIn(view.container, '[data-testid="usdt-panel"]');
    await findIn(panel, '[data-testid="usdt-value"]');
    expect(panel.querySelector('[data-testid="usdt-value"]')?.textContent).toBe('已绑定 2 个地址');
    expect(panel.textContent).toContain('必填');
    expect(panel.textContent).not.toContain('即将上线');
    const manage = panel.querySelector('[data-testid="usdt-manage"]');
    expect(manage?.getAttribute('href')).toBe('/app/cards');
    expect(manage?.textContent).toBe('管理 USDT 地址');
    const step = view.container.querySelector('[data-testid="bind-step-selectUSDT"]');
    expect(step?.textContent).toContain('已完成');
    await view.unmount();
  });

  it('sends a member with none bound to bind one', async () => {
    signInForTest();
    stubApi(verifyApi({ required: false, bound: false, addresses: 0, allowed: true }));
    const view = await renderMember('/app/member/verify');
    const panel = await findIn(view.container, '[data-testid="usdt-panel"]');
    await findIn(panel, '[data-testid="usdt-value"]');
    expect(panel.querySelector('[data-testid="usdt-value"]')?.textContent).toBe('未绑定');
    expect(panel.textContent).toContain('选填');
    expect(panel.querySelector('[data-testid="usdt-manage"]')?.textContent).toBe('去绑定 USDT 地址');
    await view.unmount();
  });

  it('says what the cards page says when the whitelist leaves the member out, and offers no binding', async () => {
    signInForTest();
    stubApi(verifyApi({ required: false, bound: false, addresses: 0, allowed: false }));
    const view = await renderMember('/app/member/verify');
    const panel = await findIn(view.container, '[data-testid="usdt-panel"]');
    await findIn(panel, '[data-testid="usdt-value"]');
    expect(panel.querySelector('[data-testid="usdt-value"]')?.textContent).toBe('暂未开通');
    expect(panel.textContent).toContain('您的账户暂不能绑定 USDT 地址，请联系客服开通');
    expect(panel.querySelector('[data-testid="usdt-manage"]')).toBeNull();
    expect(panel.querySelector('[data-testid="usdt-contact"]')?.getAttribute('href')).toBe('/cs');
    await view.unmount();
  });
});
