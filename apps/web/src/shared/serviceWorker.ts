/**
 * Registers the service worker (the installable app's) once the page has loaded. It is called when
 * the first page is idle; without the worker the site still works, it is only not installable.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
