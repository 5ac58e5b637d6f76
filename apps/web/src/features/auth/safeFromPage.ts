/** Only same-site paths are followed back, so `fromPage` cannot send the member elsewhere. */
export function safeFromPage(fromPage: string | null): string | null {
  if (!fromPage?.startsWith('/') || fromPage.startsWith('//') || fromPage.startsWith('/login')) return null;
  return fromPage;
}
