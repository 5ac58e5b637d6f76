import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDayStart } from '../time';
import { type DepositFacts, ineligibility, type MemberFacts, type OfferRules } from './eligibility';

/** Ten thousand runs take a few seconds alone and many more on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

const NOW = businessDayStart('2026-11-24') + 12 * 3_600_000;
const firstDeposit: OfferRules = {
  state: 'active',
  startDay: '2026-11-01',
  endDay: '2026-12-31',
  siteId: 5000,
  requiresVipLevel: false,
  minVipLevel: null,
  deposit: { nth: 1, min: 100_00n, max: null },
  registeredWithinDays: null,
};
const member: MemberFacts = {
  siteId: 5000,
  vipLevel: 0,
  blacklisted: false,
  rgState: 'none',
  registeredAtMs: NOW - 3_600_000,
  sharedIdentity: false,
};
const deposit: DepositFacts = { nth: 1, amount: 500_00n, joinedPromotion: false };

describe('eligibility', () => {
  it('takes a first deposit of 500 in the window', () => {
    expect(ineligibility(firstDeposit, member, deposit, NOW)).toBeNull();
  });
  it.each([
    [{ ...deposit, nth: 2 }, 'notNthDeposit'],
    [{ ...deposit, amount: 99_99n }, 'belowMinimum'],
    [{ ...deposit, joinedPromotion: true }, 'depositUsed'],
    [{ nth: 1, joinedPromotion: false }, 'noDeposit'],
    [{ nth: 1, amount: 500_00n }, 'depositUsed'],
  ] as const)('refuses %o as %s', (facts, reason) => {
    expect(ineligibility(firstDeposit, member, facts, NOW)).toBe(reason);
  });
  it('refuses a deposit offer without a deposit', () => {
    expect(ineligibility(firstDeposit, member, null, NOW)).toBe('noDeposit');
  });
  it('counts the window in Asia/Shanghai business days, both ends inclusive', () => {
    const lastDay = { ...firstDeposit, endDay: '2026-11-24' };
    expect(ineligibility(lastDay, member, deposit, businessDayStart('2026-11-25') - 1)).toBeNull();
    expect(ineligibility(lastDay, member, deposit, businessDayStart('2026-11-25'))).toBe('ended');
    expect(ineligibility({ ...firstDeposit, startDay: '2026-11-25' }, member, deposit, NOW)).toBe('notStarted');
  });
  it('fails each rule whose fact is absent', () => {
    for (const key of ['blacklisted', 'rgState', 'siteId', 'sharedIdentity'] as const) {
      const { [key]: _gone, ...without } = member;
      expect(ineligibility(firstDeposit, without, deposit, NOW)).not.toBeNull();
    }
    const tagged = { ...firstDeposit, requiresVipLevel: true };
    const { vipLevel: _v, ...noLevel } = member;
    expect(ineligibility(tagged, noLevel, deposit, NOW)).toBe('noVipLevel');
    const newcomer = { ...firstDeposit, deposit: null, registeredWithinDays: 7 };
    const { registeredAtMs: _r, ...unregistered } = member;
    expect(ineligibility(newcomer, unregistered, null, NOW)).toBe('registeredTooLongAgo');
  });
  it('applies the no-VIP-level tag to level 0', () => {
    const tagged = { ...firstDeposit, requiresVipLevel: true };
    expect(ineligibility(tagged, member, deposit, NOW)).toBe('noVipLevel');
    expect(ineligibility(tagged, { ...member, vipLevel: 1 }, deposit, NOW)).toBeNull();
  });
  it(
    'lets blacklist and RG state dominate whatever else is true',
    () => {
      fc.assert(
        fc.property(
          fc.record({
            blacklisted: fc.boolean(),
            rgState: fc.constantFrom('none', 'timeOut', 'selfExcluded') as fc.Arbitrary<
              'none' | 'timeOut' | 'selfExcluded'
            >,
            vipLevel: fc.integer({ min: 0, max: 10 }),
            sharedIdentity: fc.boolean(),
          }),
          fc.record({
            nth: fc.integer({ min: 1, max: 5 }),
            amount: fc.bigInt({ min: 0n, max: 10_000_00n }),
            joinedPromotion: fc.boolean(),
          }),
          fc.constantFrom('active', 'paused', 'ended') as fc.Arbitrary<'active' | 'paused' | 'ended'>,
          (facts, dep, state) => {
            const reason = ineligibility({ ...firstDeposit, state }, { ...member, ...facts }, dep, NOW);
            if (facts.blacklisted) expect(reason).toBe('blacklisted');
            else if (facts.rgState !== 'none') expect(reason).toBe('rgBlocked');
            if (reason === null)
              expect(facts.blacklisted || facts.rgState !== 'none' || facts.sharedIdentity).toBe(false);
          },
        ),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
