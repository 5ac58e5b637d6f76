/**
 * 邀请好友 (issue 31): the pure rules of an invitation. An invitee belongs to the one inviter whose
 * code they registered with; the inviter is paid a reward per step the invitee completes (first
 * deposit of at least X, valid turnover of at least Y), unless the two accounts look like one person
 * (a shared device, IP /24, phone, bank card or payout address), which pays nothing and is flagged.
 */

import { daysBetween } from './birthday';

export const INVITE_STEPS = ['registered', 'firstDeposit', 'turnover'] as const;
export type InviteStep = (typeof INVITE_STEPS)[number];

export const INVITEE_STATES = ['registered', 'deposited', 'turnoverReached', 'rewarded', 'flagged'] as const;
export type InviteeState = (typeof INVITEE_STATES)[number];

export const SHARED_KINDS = ['device', 'ip', 'phone', 'card', 'payout'] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];

/** What identifies a person behind an account: every value seen for it. */
export interface Identities {
  devices: readonly string[];
  ips: readonly string[];
  phones: readonly string[];
  cards: readonly string[];
  payouts: readonly string[];
}

/** The step thresholds and rewards of the invite promotion, minor units. */
export interface InviteRule {
  firstDepositMin: bigint;
  turnoverMin: bigint;
  /** Per step; a step whose reward is 0 pays nothing and is not waited for. */
  rewards: Record<InviteStep, bigint>;
}

/** What is known of an invitee now. */
export interface InviteeFacts {
  /** The amount of their first credited deposit, or null before it. */
  firstDeposit: bigint | null;
  /** Valid turnover since registration. */
  turnover: bigint;
}

/**
 * The IPv4 /24 network of an address ("10.1.2.3" -> "10.1.2"), the IPv6 /64 for IPv6 (first four
 * groups, expanded), null for text that is neither. An IPv4-mapped IPv6 address is read as IPv4.
 */
export const networkOf = (ip: string): string | null => {
  const text = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  const v4 = mapped ? mapped[1]! : text;
  const parts = v4.split('.');
  if (parts.length === 4) {
    if (!parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
    return parts.slice(0, 3).map(Number).join('.');
  }
  if (!text.includes(':') || !/^[0-9a-f:]+$/.test(text)) return null;
  const [head = '', tail = ''] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const fill = text.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, fill)).fill('0'), ...tailGroups];
  if (groups.length !== 8 || groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
};

/** Whether two addresses sit in one IPv4 /24 (or IPv6 /64). */
export const sameNetwork = (a: string, b: string): boolean => {
  const na = networkOf(a);
  return na !== null && na === networkOf(b);
};

const overlaps = (a: readonly string[], b: readonly string[]): boolean => {
  const set = new Set(a.filter((v) => v !== ''));
  return b.some((v) => v !== '' && set.has(v));
};

/** The first identity the invitee shares with the inviter, in the order of SHARED_KINDS, or null. */
export const sharedIdentity = (inviter: Identities, invitee: Identities): SharedKind | null => {
  if (overlaps(inviter.devices, invitee.devices)) return 'device';
  const networks = inviter.ips.map(networkOf).filter((n): n is string => n !== null);
  if (
    overlaps(
      networks,
      invitee.ips.map(networkOf).filter((n): n is string => n !== null),
    )
  )
    return 'ip';
  if (overlaps(inviter.phones, invitee.phones)) return 'phone';
  if (overlaps(inviter.cards, invitee.cards)) return 'card';
  if (overlaps(inviter.payouts, invitee.payouts)) return 'payout';
  return null;
};

/** An invitation holds only when the inviter is another account that registered first. */
export const validInvitation = (
  inviter: { id: number; createdAtMs: number },
  invitee: { id: number; createdAtMs: number },
) => inviter.id !== invitee.id && inviter.createdAtMs < invitee.createdAtMs;

/**
 * The steps the invitee has completed, in order: registration at once; the turnover step counts only
 * once the first deposit step is done (a member who never deposited enough does not pay through
 * turnover alone).
 */
export const stepsReached = (rule: InviteRule, facts: InviteeFacts): InviteStep[] => {
  if (facts.firstDeposit === null || facts.firstDeposit < rule.firstDepositMin) return ['registered'];
  return facts.turnover >= rule.turnoverMin
    ? ['registered', 'firstDeposit', 'turnover']
    : ['registered', 'firstDeposit'];
};

/** The steps reached that are still to be paid (those with a reward, not paid before). */
export const stepsDue = (rule: InviteRule, facts: InviteeFacts, paid: readonly InviteStep[]): InviteStep[] =>
  stepsReached(rule, facts).filter((s) => rule.rewards[s] > 0n && !paid.includes(s));

/** The state a member sees for one invitee. */
export const inviteeState = (
  rule: InviteRule | null,
  facts: InviteeFacts,
  flagged: boolean,
  paid: readonly InviteStep[],
): InviteeState => {
  if (flagged) return 'flagged';
  const paying = rule ? INVITE_STEPS.filter((s) => rule.rewards[s] > 0n) : [];
  if (paying.length > 0 && paying.every((s) => paid.includes(s))) return 'rewarded';
  const reached = rule ? stepsReached(rule, facts) : [];
  if (reached.includes('turnover')) return 'turnoverReached';
  if (reached.includes('firstDeposit') || facts.firstDeposit !== null) return 'deposited';
  return 'registered';
};

/** A member name as another member may see it: its first two and last characters ("ab***9"). */
export const maskMemberName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
};

/**
 * The share of an invitee's valid turnover the inviter earns, for business days 0..days-1 counted
 * from the invitee's registration day: floor(turnover x bp / 10000), minor units.
 */
export const shareOf = (
  share: { bp: number; days: number },
  registeredDay: string,
  day: string,
  turnover: bigint,
): bigint => {
  const index = daysBetween(registeredDay, day);
  if (index < 0 || index >= share.days || turnover <= 0n) return 0n;
  return (turnover * BigInt(share.bp)) / 10_000n;
};
