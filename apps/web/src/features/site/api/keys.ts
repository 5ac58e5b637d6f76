/** Query keys of the site-config reads shared by the shell and several pages. */
export const siteKeys = {
  all: ['site'] as const,
  info: () => [...siteKeys.all, 'info'] as const,
  navigation: () => [...siteKeys.all, 'navigation'] as const,
  pcBottom: () => [...siteKeys.all, 'pcBottom'] as const,
  customerService: () => [...siteKeys.all, 'customerService'] as const,
};
