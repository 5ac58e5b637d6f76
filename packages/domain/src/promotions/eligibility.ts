import { businessDate } from '../time';

/**
 * Who may take an offer: one predicate used both to list offers and to pay them, so a member is
 * never shown an offer that will not pay, nor paid one the list hid. Absent facts fail the rule
 * that needs them (a deposit offer without a deposit's facts is not eligible).
 */

/** Responsible-gambling state; a member in time-out or self-exclusion gets nothing. */
export type RgState = 'none' | 'timeOut' | 'selfExcluded';

export interface OfferRules {
  readonly state: 'active' | 'paused' | 'ended';
  /** First and last Asia/Shanghai business day of the offer, 'YYYY-MM-DD', inclusive; no last day: open-ended. */
  readonly startDay: string;
  readonly endDay: string | null;
  /** The site the offer belongs to. */
  readonly siteId: number;
  /** The spec's activity tag "no VIP level": members at level 0 may not take it. */
  readonly requiresVipLevel: boolean;
  readonly minVipLevel: number | null;
  /** Deposit offers: which deposit of the member (1 for the first) and its amount bounds. */
  readonly deposit: { readonly nth: number | null; readonly min: bigint | null; readonly max: bigint | null } | null;
  /** Newcomer offers: only within this many days of registering. */
  readonly registeredWithinDays: number | null;
}

export interface MemberFacts {
  readonly siteId?: number;
  readonly vipLevel?: number;
  readonly blacklisted?: boolean;
  readonly rgState?: RgState;
  readonly registeredAtMs?: number;
  /** Another account shares this member's device, phone or other identity and already took a gift. */
  readonly sharedIdentity?: boolean;
}

export interface DepositFacts {
  /** 1 for the member's first credited deposit. */
  readonly nth?: number;
  readonly amount?: bigint;
  /** This deposit already qualified for a promotion: each qualifying deposit joins one promotion only. */
  readonly joinedPromotion?: boolean;
}

export const INELIGIBILITY = [
  'blacklisted',
  'rgBlocked',
  'otherSite',
  'paused',
  'ended',
  'notStarted',
  'noVipLevel',
  'vipLevelTooLow',
  'registeredTooLongAgo',
  'sharedIdentity',
  'noDeposit',
  'notNthDeposit',
  'belowMinimum',
  'aboveMaximum',
  'depositUsed',
] as const;
export type Ineligibility = (typeof INELIGIBILITY)[number];

const DAY_MS = 24 * 60 * 60_000;

/**
 * Why the member may not take the offer now, or null when they may. The member's own standing
 * (blacklist, RG) is judged first, so it dominates whatever else is true.
 */
export function ineligibility(
  offer: OfferRules,
  member: MemberFacts,
  deposit: DepositFacts | null,
  nowMs: number,
): Ineligibility | null {
  if (member.blacklisted !== false) return 'blacklisted';
  if (member.rgState !== 'none') return 'rgBlocked';
  if (member.siteId !== offer.siteId) return 'otherSite';
  if (offer.state === 'paused') return 'paused';
  if (offer.state === 'ended') return 'ended';
  const today = businessDate(nowMs);
  if (today < offer.startDay) return 'notStarted';
  if (offer.endDay !== null && today > offer.endDay) return 'ended';
  if (offer.requiresVipLevel && !(member.vipLevel !== undefined && member.vipLevel >= 1)) return 'noVipLevel';
  if (offer.minVipLevel !== null && !(member.vipLevel !== undefined && member.vipLevel >= offer.minVipLevel)) {
    return 'vipLevelTooLow';
  }
  if (offer.registeredWithinDays !== null) {
    if (member.registeredAtMs === undefined || nowMs - member.registeredAtMs > offer.registeredWithinDays * DAY_MS) {
      return 'registeredTooLongAgo';
    }
  }
  if (member.sharedIdentity !== false) return 'sharedIdentity';
  if (offer.deposit !== null) {
    if (deposit === null) return 'noDeposit';
    const { nth, min, max } = offer.deposit;
    if (nth !== null && deposit.nth !== nth) return 'notNthDeposit';
    if (deposit.amount === undefined) return 'noDeposit';
    if (min !== null && deposit.amount < min) return 'belowMinimum';
    if (max !== null && deposit.amount > max) return 'aboveMaximum';
    if (deposit.joinedPromotion !== false) return 'depositUsed';
  }
  return null;
}
