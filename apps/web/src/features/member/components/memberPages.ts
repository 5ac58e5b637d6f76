import type { IconName } from '../../../ui/Icon';

export interface MemberPage {
  /** Under /app/member. */
  path: string;
  icon: IconName;
  testId: string;
}

/** The account pages, in the order the centre lists them; labels are memberCentre.pages.<path>. */
export const memberPages: MemberPage[] = [
  { path: 'profile', icon: 'user', testId: 'member-page-profile' },
  { path: 'avatar', icon: 'palette', testId: 'member-page-avatar' },
  { path: 'security', icon: 'lock', testId: 'member-page-security' },
  { path: 'verify', icon: 'shield', testId: 'member-page-verify' },
  { path: 'address', icon: 'compass', testId: 'member-page-address' },
  { path: 'modify', icon: 'wrench', testId: 'member-page-modify' },
];
