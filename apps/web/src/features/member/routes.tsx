import type { RouteObject } from 'react-router';
import { type StringBundle, withStrings } from '../../i18n';
import { loadRequireMember } from '../../shared/loadRequireMember';

// Each page is its own chunk; the layout and the guard are small and shared by all of them. The
// binding forms send codes, whose words are the account screens'.
const STRINGS: StringBundle[] = ['memberCentre', 'account'];

const page = (path: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await withStrings(STRINGS, load) }),
});

/** The member centre under /app/member: the home is open to guests, the account pages need a login. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'member',
    lazy: async () => ({
      Component: (await withStrings(STRINGS, () => import('./components/MemberLayout'))).MemberLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await withStrings(STRINGS, () => import('./pages/MemberCentrePage'))).MemberCentrePage,
        }),
      },
      {
        lazy: async () => ({ Component: await loadRequireMember() }),
        children: [
          page('profile', async () => (await import('./pages/ProfilePage')).ProfilePage),
          page('avatar', async () => (await import('./pages/AvatarPage')).AvatarPage),
          page('security', async () => (await import('./pages/SecurityPage')).SecurityPage),
          page('verify', async () => (await import('./pages/VerifyPage')).VerifyPage),
          page('address', async () => (await import('./pages/AddressPage')).AddressPage),
          page('modify', async () => (await import('./pages/ModifyPage')).ModifyPage),
        ],
      },
    ],
  },
];
