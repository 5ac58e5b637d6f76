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
}

const PROFILES: Record<JurisdictionName, JurisdictionProfile> = {
  'cn-asia': {
    name: 'cn-asia',
    mandatoryControls: ['timeOut', 'selfExclusion', 'geo'],
    memberMayCancelWithdrawal: true,
    geoFailClosed: false,
    minimumAge: 18,
    dateOfBirthRequired: false,
  },
  // RTS 12 (limits offered), RTS 13 (reality checks), LCCP 3.5 (self-exclusion), RTS 14B, LCCP 3.2 (age).
  uk: {
    name: 'uk',
    mandatoryControls: ['depositLimit', 'lossLimit', 'stakeLimit', 'timeOut', 'selfExclusion', 'realityCheck', 'geo'],
    memberMayCancelWithdrawal: false,
    geoFailClosed: true,
    minimumAge: 18,
    dateOfBirthRequired: true,
  },
};

/** The profile a site's `jurisdiction` parameter names; unset or any other value is `cn-asia`. */
export function jurisdictionProfile(parameter: string | null | undefined): JurisdictionProfile {
  return parameter?.trim().toLowerCase() === 'uk' ? PROFILES.uk : PROFILES['cn-asia'];
}
