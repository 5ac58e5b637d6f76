import { routes } from '@courtside/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, signInForTest, signOutForTest } from '../../../test/helpers';
import { click, stubApi, waitFor } from '../../../test/render';
import { renderMember } from '../testing';

const avatars = [
  { id: 1, url: '/media/avatar-1.svg', kind: 'preset', selected: true },
  { id: 2, url: '/media/avatar-2.svg', kind: 'preset', selected: false },
  { id: 9, url: '/media/avatars/9.webp', kind: 'upload', selected: false },
];

const choose = async (input: Element, file: File) => {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
};

describe('avatar page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('explains in Chinese why a picture is refused, and sends nothing', async () => {
    signInForTest();
    stubApi({ [routes.member.avatarList.path]: avatars });
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    const view = await renderMember('/app/member/avatar');
    const input = await findIn(view.container, '[data-testid="avatar-file"]');

    await choose(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect((await findIn(view.container, '[data-testid="avatar-problem"]')).textContent).toBe(
      '仅支持 PNG、JPEG、WEBP 格式的图片',
    );
    await choose(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(view.container.querySelector('[data-testid="avatar-problem"]')?.textContent).toBe('图片大小不能超过 2MB');
    expect(xhr).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('selects an avatar by clicking it, and asks before deleting an own upload', async () => {
    signInForTest();
    const fetch = stubApi({
      [routes.member.avatarList.path]: avatars,
      [routes.member.avatarUpdate.path]: avatars.map((a) => ({ ...a, selected: a.id === 2 })),
      [routes.member.avatarDelete.path]: avatars.slice(0, 2),
    });
    const view = await renderMember('/app/member/avatar');
    await findIn(view.container, '[data-testid="avatar-grid"]');
    const options = view.container.querySelectorAll('[data-testid="avatar-option"]');
    expect(view.container.querySelectorAll('[data-testid="avatar-delete"]')).toHaveLength(1);

    await click(options[1]);
    await waitFor(() => expect(bodiesSentTo(fetch, routes.member.avatarUpdate)).toEqual([{ avatarId: 2 }]));

    await click(view.container.querySelector('[data-testid="avatar-delete"]'));
    const dialog = await findIn(document, '[data-testid="avatar-delete-confirm"]');
    expect(bodiesSentTo(fetch, routes.member.avatarDelete)).toEqual([]);
    await click(dialog.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, routes.member.avatarDelete)).toEqual([{ avatarId: 9 }]));
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="avatar-option"]')).toHaveLength(2));
    await view.unmount();
  });
});
