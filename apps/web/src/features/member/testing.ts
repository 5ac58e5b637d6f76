import type { MemberProfile } from '@courtside/contract';
import { act } from 'react';
import type { Mock } from 'vitest';
import { useSession } from '../../app/sessionStore';
import { renderRoutes, waitFor } from '../../test/render';
import { memberRoutes } from './routes';

/** A profile shaped like the server's answer for a fresh demo member. */
export const profileFixture = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 7,
  name: 'demo01',
  nickname: '球迷小王',
  avatarUrl: '/media/avatar-1.svg',
  vipLevel: 2,
  status: 1,
  phone: '138****8000',
  email: '',
  realName: '',
  birthday: null,
  sex: 'unknown',
  qq: '',
  wechat: '',
  phoneBound: true,
  emailBound: false,
  realNameBound: false,
  withdrawPasswordSet: false,
  inviteCode: 'ABC123',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

export const signInForTest = () =>
  useSession
    .getState()
    .signIn({ token: 'test-token', member: { id: 7, name: 'demo01', nickname: '', vipLevel: 2, status: 1 } });

export const signOutForTest = () => useSession.getState().signOut();

/** The member routes under /app, as the shell mounts them. */
export const renderMember = (path: string, options: Parameters<typeof renderRoutes>[1] = {}) =>
  renderRoutes([{ path: '/app', children: memberRoutes }], { ...options, initialEntries: [path] });

/** The JSON bodies the stubbed fetch was called with for one route. */
export const bodiesSentTo = (fetch: Mock, route: { path: string }) =>
  fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === route.path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

/** Types into an input the way the browser does, so React (and react-hook-form) see the change. */
export async function typeInto(element: Element | null, value: string) {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error('no input');
  const proto = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Waits for an element under `root`; throws with the selector when it never comes. */
export const findIn = (root: ParentNode, selector: string) =>
  waitFor(() => {
    const found = root.querySelector(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });
