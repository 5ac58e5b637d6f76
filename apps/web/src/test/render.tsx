import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderOptions {
  initialEntries?: InitialEntry[];
  /** Pre-fills the query cache, so a component renders its data without a request. */
  seed?: (client: QueryClient) => void;
}

/** Renders routes in a memory router with the app's providers; returns the router to read the location. */
export async function renderRoutes(routes: RouteObject[], { initialEntries = ['/'], seed }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  seed?.(queryClient);
  const router = createMemoryRouter(routes, { initialEntries });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return {
    container,
    router,
    queryClient,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

export async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Waits until `check` stops throwing (lazy chunks, queries). */
export async function waitFor<T>(check: () => T, timeoutMs = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
  }
}

/** Answers API calls from a path -> data table with code-0 envelopes; unknown paths get a not-found envelope. */
export function stubApi(table: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body =
      path in table
        ? { code: 0, data: table[path], msg: 'success' }
        : { code: 10404, data: null, msg: '请求的内容不存在' };
    return { status: 200, ok: true, json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Types into an input or textarea the way a member does, so React's onChange (and react-hook-form) sees it. */
export async function typeInto(element: Element | null | undefined, value: string) {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error('no input');
  const proto = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
