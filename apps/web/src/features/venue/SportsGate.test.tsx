import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '../../shared/modals/AlertHost';
import { useAlerts } from '../../shared/modals/alertStore';
import { renderRoutes, stubApi, waitFor } from '../../test/render';
import { SportsGate } from './SportsGate';

const venue = (venueCode: string, status: number, kind = 'sports') => ({
  venueCode,
  venueName: `${venueCode} 名称`,
  venueEnName: venueCode,
  kind,
  status,
  isDisplay: 0,
  open: status === 0,
});

const render = (entry: string) =>
  renderRoutes(
    [
      {
        path: '/app/sports',
        element: (
          <>
            <AlertHost />
            <SportsGate>
              <p data-testid="sports">sports</p>
            </SportsGate>
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );

describe('SportsGate', () => {
  afterEach(() => {
    useAlerts.setState({ queue: [] });
    vi.unstubAllGlobals();
  });

  it('lets the member in when the named sports venue is open', async () => {
    stubApi({ '/api/site/group/venue/v1/list': [venue('OBTY', 0), venue('FBTY', 1)] });
    const view = await render('/app/sports?venue=OBTY');
    await waitFor(() => {
      if (!view.container.querySelector('[data-testid="sports"]')) throw new Error('not yet');
    });
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it('shows the page while the venues are still being read', async () => {
    let answer: (venues: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const data = await pending;
        return { status: 200, ok: true, json: async () => ({ code: 0, data, msg: 'success' }) } as Response;
      }),
    );
    const view = await render('/app/sports');
    await waitFor(() => {
      if (!view.container.querySelector('[data-testid="sports"]')) throw new Error('not yet');
    });
    answer([venue('OBTY', 0)]);
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it.each([
    [
      'a venue in maintenance',
      '/app/sports?venue=FBTY',
      [venue('OBTY', 0), venue('FBTY', 1)],
      'FBTY 名称维护中，请稍后再来',
    ],
    ['no open sports venue', '/app/sports', [venue('FBTY', 1), venue('AGZR', 0, 'live')], '体育场馆维护中，请稍后再来'],
  ])('sends the member home with the warm tips for %s', async (_label, entry, venues, message) => {
    stubApi({ '/api/site/group/venue/v1/list': venues });
    const view = await render(entry);
    const alert = await waitFor(() => {
      const found = useAlerts.getState().queue[0];
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.message).toBe(message);
    expect(view.container.querySelector('[data-testid="sports"]')).toBeNull();
  });
});
