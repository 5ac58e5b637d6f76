import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService } from '../account';
import type { SiteService } from '../site';
import { registerMemberRoutes } from './routes';
import { MemberService } from './service';

export { seedRealNames } from './seed';
export type { MemberService } from './service';

/** The member's own profile: details, avatars, address, withdrawal password, real name, change reviews. */
export const createMemberModule = async (platform: Platform, deps: { account: AccountService; site: SiteService }) => {
  const member = new MemberService({ db: platform.db, clock: platform.clock, account: deps.account, site: deps.site });
  await member.ensurePresets();
  // The date of birth a registration gave (and the age gate checked) is the profile's birthday.
  deps.account.onRegistered(async (_siteId, { birthDate }) =>
    birthDate ? (tx, memberId) => member.setBirthdayAtRegistration(tx, memberId, birthDate) : null,
  );
  const parts: ModuleParts = { name: 'member', routes: (http) => registerMemberRoutes(http, member) };
  return { parts, member };
};
