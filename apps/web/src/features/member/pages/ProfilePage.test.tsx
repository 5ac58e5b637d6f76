import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures';
import { bodiesSentTo, findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, stubApi, typeInto, waitFor } from '../../../test/render';
import { renderMember } from '../testing';
import { changedInfo } from './ProfilePage';

describe('profile page', () => {
  afterEach(() => signOutForTest());

  it('saves the nickname trimmed, and shows the new one', async () => {
    signInForTest();
    const fetch = stubApi({
      [routes.member.info.path]: profileFixture(),
      [routes.member.nickname.path]: profileFixture({ nickname: '新昵称' }),
    });
    const view = await renderMember('/app/member/profile');
    const input = await findIn(view.container, '[data-testid="nickname-input"]');
    expect((input as HTMLInputElement).value).toBe('球迷小王');

    await typeInto(input, '  新昵称  ');
    await click(view.container.querySelector('[data-testid="nickname-save"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, routes.member.nickname)).toEqual([{ nickname: '新昵称' }]));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('新昵称'));
    await view.unmount();
  });

  it('refuses a nickname with symbols under the field, without calling the server', async () => {
    signInForTest();
    const fetch = stubApi({ [routes.member.info.path]: profileFixture() });
    const view = await renderMember('/app/member/profile');
    const input = await findIn(view.container, '[data-testid="nickname-input"]');

    await typeInto(input, 'bad name!');
    await click(view.container.querySelector('[data-testid="nickname-save"]'));
    const error = await findIn(view.container, `#${CSS.escape(input.id)}-error`);
    expect(error.textContent).toBe('昵称须为1-12位汉字、字母、数字或下划线');
    expect(bodiesSentTo(fetch, routes.member.nickname)).toEqual([]);
    await view.unmount();
  });

  it('sends only the fields the member changed', () => {
    const profile = profileFixture({ qq: '12345', sex: 'male' });
    expect(changedInfo(profile, { birthday: '', sex: 'male', qq: '12345', wechat: '' })).toEqual({});
    expect(changedInfo(profile, { birthday: '1990-05-01', sex: 'female', qq: '12345', wechat: 'wx_abcdef' })).toEqual({
      birthday: '1990-05-01',
      sex: 'female',
      wechat: 'wx_abcdef',
    });
  });
});
