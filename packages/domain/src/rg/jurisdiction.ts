// Jurisdiction profiles (issue 29): what a site's licence asks of the safer-gambling controls. A site
// names its profile in the `jurisdiction` site parameter (the one the promotions' bonus rules read);
// `uk` is a UK Gambling Commission licence, anything else the demo sites' `cn-asia`.

/** The site parameter that names the profile (shared with the promotions' bonus rules). */
export const JURISDICTION_PARAM = 'jurisdiction';

export const JURISDICTION_PROFILES = ['cn-asia', 'uk'] as const;
export type JurisdictionName = (typeof JURISDICTION_PROFILES)[number];

/** The controls a profile can make mandatory (offered to every member; mandatory means never switched off). */
export type RgControl =
  | 'depositLimit'
  | 'lossLimit'
  | 'stakeLimit'
  | 'timeOut'
  | 'selfExclusion'
  | 'realityCheck'
  | 'geo';

export interface JurisdictionProfile {
  readonly name: JurisdictionName;
  readonly mandatoryControls: readonly RgControl[];
  /**
   * Whether a member may cancel a withdrawal they asked for. RTS 14B: a UK licensee must not let a
   * customer reverse a withdrawal (the money would go back to be gambled); the spec allows it elsewhere.
   */
  readonly memberMayCancelWithdrawal: boolean;
  /** Whether an address the geo database places in no country is refused (true) or let through. */
  readonly geoFailClosed: boolean;
  readonly minimumAge: number;
  /** Whether registration asks for the date of birth and refuses a member under `minimumAge`. */
  readonly dateOfBirthRequired: boolean;
  /** Whether a member must have verified their real name before their first stake (LCCP SR 3.2.11). */
  readonly realNameBeforeStake: boolean;
  /** The reality-check interval (minutes) of a member who chose none, where the check is mandatory. */
  readonly defaultRealityMinutes: number | null;
}

const PROFILES: Record<JurisdictionName, JurisdictionProfile> = {
  'cn-asia': {
    name: 'cn-asia',
    mandatoryControls: ['timeOut', 'selfExclusion', 'geo'],
    memberMayCancelWithdrawal: true,
    geoFailClosed: false,
    minimumAge: 18,
    dateOfBirthRequired: false,
    realNameBeforeStake: false,
    defaultRealityMinutes: null,
  },
  // RTS 12 (limits offered), RTS 13 (reality checks), LCCP 3.5 (self-exclusion), RTS 14B, LCCP 3.2 (age).
  uk: {
    name: 'uk',
    mandatoryControls: ['depositLimit', 'lossLimit', 'stakeLimit', 'timeOut', 'selfExclusion', 'realityCheck', 'geo'],
    memberMayCancelWithdrawal: false,
    geoFailClosed: true,
    minimumAge: 18,
    dateOfBirthRequired: true,
    realNameBeforeStake: true,
    defaultRealityMinutes: 60,
  },
};

/** Whether the profile makes a control mandatory: offered always, and never switched off. */
export const isMandatory = (profile: JurisdictionProfile, control: RgControl): boolean =>
  profile.mandatoryControls.includes(control);

/** The profile a site's `jurisdiction` parameter names; unset or any other value is `cn-asia`. */
export function jurisdictionProfile(parameter: string | null | undefined): JurisdictionProfile {
  return parameter?.trim().toLowerCase() === 'uk' ? PROFILES.uk : PROFILES['cn-asia'];
}

const BIRTH_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Older than this is a typing mistake, not a birth date. */
const OLDEST_YEARS = 120;

/**
 * Full years between a birth date ('YYYY-MM-DD') and the Asia/Shanghai calendar date `today`: a
 * member born on 29 February turns a year older on 1 March in a common year. Null for a date that does
 * not exist (2001-02-29) or lies after today.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const born = BIRTH_DATE.exec(birthDate);
  const now = BIRTH_DATE.exec(today);
  if (!born || !now) return null;
  const [by = 0, bm = 0, bd = 0] = born.slice(1).map(Number);
  const [ty = 0, tm = 0, td = 0] = now.slice(1).map(Number);
  const check = new Date(Date.UTC(by, bm - 1, bd));
  if (check.getUTCFullYear() !== by || check.getUTCMonth() !== bm - 1 || check.getUTCDate() !== bd) return null;
  if (birthDate > today) return null;
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export type BirthDateProblem = 'required' | 'invalid' | 'underAge';

/**
 * What is wrong with the date of birth given at registration, for the site's profile, on the
 * Asia/Shanghai date `today` (the site's zone): missing where the profile asks for it, not a real
 * date (or in the future, or over 120 years ago), or under the profile's minimum age. A date given
 * where none is asked is checked all the same.
 */
export function birthDateProblem(
  profile: JurisdictionProfile,
  birthDate: string | null | undefined,
  today: string,
): BirthDateProblem | null {
  if (!birthDate) return profile.dateOfBirthRequired ? 'required' : null;
  const age = ageOn(birthDate, today);
  if (age === null || age > OLDEST_YEARS) return 'invalid';
  return age < profile.minimumAge ? 'underAge' : null;
}
