import { routes as contractRoutes } from '@courtside/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shared/sessionStore';
import { renderRoutes, waitFor } from '../../../test/render';
import { loginResultFixture, stubAccountApi } from '../../auth/testing';
import { applyMessagePush } from '../api/unread';
import { MessageBell } from './MessageBell';

const routes = [{ path: '/app/home', element: <MessageBell place="topbar" /> }];
const unread = (total: number) => ({ total, notice: 0, private: total, activity: 0 });

describe('MessageBell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it('is not there for a visitor, shows the unread count to a member, and follows a push', async () => {
    stubAccountApi({ [contractRoutes.message.unreadCount.path]: { data: unread(2) } });
    const view = await renderRoutes(routes, { initialEntries: ['/app/home'] });
    const bell = () => view.container.querySelector('[data-testid="topbar-bell"]');
    expect(bell()).toBeNull();

    act(() => useSession.getState().signIn(loginResultFixture('demo01')));
    await waitFor(() => expect(bell()?.getAttribute('data-count')).toBe('2'));
    expect(bell()?.getAttribute('href')).toBe('/app/messages');
    expect(view.container.querySelector('[data-testid="topbar-bell-count"]')?.textContent).toBe('2');

    // A push sets the count: no read of the server.
    act(() => applyMessagePush(view.queryClient, { unread: unread(120), latest: null, at: new Date().toISOString() }));
    await waitFor(() => expect(bell()?.getAttribute('data-count')).toBe('120'));
    expect(view.container.querySelector('[data-testid="topbar-bell-count"]')?.textContent).toBe('99+');
    act(() => applyMessagePush(view.queryClient, { unread: unread(0), latest: null, at: new Date().toISOString() }));
    await waitFor(() => expect(view.container.querySelector('[data-testid="topbar-bell-count"]')).toBeNull());
    await view.unmount();
  });
});
