import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, stubApi, typeInto, waitFor } from '../../../test/render';
import { renderMember } from '../testing';

const securityApi = (withdrawSet: boolean) => ({
  [routes.account.passwordCheck.path]: { weak: true, changedAt: null },
  [routes.account.sessions.path]: [
    {
      id: 1,
      current: true,
      deviceId: 'web-1',
      browser: 'Chrome',
      os: 'Windows',
      ip: '127.0.0.1',
      createdAt: '2026-01-01T00:00:00Z',
      lastSeenAt: '2026-01-01T00:00:00Z',
    },
    {
      id: 2,
      current: false,
      deviceId: 'web-2',
      browser: null,
      os: null,
      ip: '10.0.0.2',
      createdAt: '2026-01-02T00:00:00Z',
      lastSeenAt: '2026-01-02T00:00:00Z',
    },
  ],
  [routes.member.withdrawPasswordStatus.path]: { isSet: withdrawSet },
  [routes.member.withdrawPasswordSet.path]: { isSet: true },
});

describe('security page', () => {
  afterEach(() => signOutForTest());

  it('warns about a weak login password', async () => {
    signInForTest();
    stubApi(securityApi(false));
    const view = await renderMember('/app/member/security');
    const warning = await findIn(view.container, '[data-testid="weak-password"]');
    expect(warning.textContent).toContain('强度较弱');
    await view.unmount();
  });

  it('names each device by browser and system, and marks this one', async () => {
    signInForTest();
    stubApi(securityApi(false));
    const view = await renderMember('/app/member/security');
    await findIn(view.container, '[data-testid="device-item"]');
    const items = [...view.container.querySelectorAll('[data-testid="device-item"]')];
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['Chrome · Windows本机', '未知设备']);
    expect(items[1]?.textContent).toContain('IP 10.0.0.2');
    expect(view.container.textContent).not.toContain('web-1');
    await view.unmount();
  });

  it.each(['12345', '12a456', '1234567', ''])(
    'refuses the withdrawal password %j without calling the server',
    async (typed) => {
      signInForTest();
      const fetch = stubApi(securityApi(false));
      const view = await renderMember('/app/member/security');
      const input = await findIn(view.container, '[data-testid="withdraw-password-input"]');
      await typeInto(input, typed);
      await typeInto(view.container.querySelector('[data-testid="withdraw-password-confirm"]'), typed);
      await click(view.container.querySelector('[data-testid="withdraw-password-submit"]'));

      const error = await findIn(view.container, `#${CSS.escape(input.id)}-error`);
      expect(error.textContent).toBe('取款密码须为6位数字');
      expect(bodiesSentTo(fetch, routes.member.withdrawPasswordSet)).toEqual([]);
      await view.unmount();
    },
  );

  it('sets six digits once both entries match', async () => {
    signInForTest();
    const fetch = stubApi(securityApi(false));
    const view = await renderMember('/app/member/security');
    const input = await findIn(view.container, '[data-testid="withdraw-password-input"]');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('6');

    await typeInto(input, '246810');
    await typeInto(view.container.querySelector('[data-testid="withdraw-password-confirm"]'), '246811');
    await click(view.container.querySelector('[data-testid="withdraw-password-submit"]'));
    await findIn(view.container, '[role="alert"]');
    expect(view.container.textContent).toContain('两次输入的密码不一致');
    expect(bodiesSentTo(fetch, routes.member.withdrawPasswordSet)).toEqual([]);

    await typeInto(view.container.querySelector('[data-testid="withdraw-password-confirm"]'), '246810');
    await click(view.container.querySelector('[data-testid="withdraw-password-submit"]'));
    await waitFor(() =>
      expect(bodiesSentTo(fetch, routes.member.withdrawPasswordSet)).toEqual([
        { password: '246810', confirmPassword: '246810' },
      ]),
    );
    // The answer says it is set: the update and forgot forms replace the set form.
    await findIn(view.container, '[data-testid="withdraw-update-form"]');
    await view.unmount();
  });
});
