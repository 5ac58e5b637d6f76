/** The mode this page is to speak: the server's GATEWAY_MODE, which every page carries as a meta tag. */
export const gatewayMode = (): 'plain' | 'encrypted' =>
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="cs-gateway"]')?.getAttribute('content') === 'encrypted'
    ? 'encrypted'
    : 'plain';

/**
 * `fetch` through the gateway layer. Its code (the cipher, the header names, the session's keeping) is
 * loaded with the first call, so a page in plain mode, the usual one, never downloads it.
 */
export const lazyGatewayFetch = (base: typeof fetch): typeof fetch => {
  let gateway: Promise<typeof fetch> | null = null;
  const load = () =>
    (gateway ??= import('./gatewaySession').then(
      (module) => module.browserGatewayFetch(base),
      (error: unknown) => {
        gateway = null;
        throw error;
      },
    ));
  return ((input, init) => load().then((send) => send(input, init))) as typeof fetch;
};
