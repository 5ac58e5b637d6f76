import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem, isMandatory, jurisdictionProfile } from './jurisdiction';

describe('jurisdiction profiles', () => {
  it('reads uk as uk and anything else as cn-asia', () => {
    expect(jurisdictionProfile('uk')).toMatchObject({
      name: 'uk',
      memberMayCancelWithdrawal: false,
      geoFailClosed: true,
    });
    expect(jurisdictionProfile(' UK ').name).toBe('uk');
    for (const other of ['none', '', null, undefined, 'cn-asia']) {
      expect(jurisdictionProfile(other)).toMatchObject({
        name: 'cn-asia',
        memberMayCancelWithdrawal: true,
        geoFailClosed: false,
      });
    }
    expect(jurisdictionProfile('uk').minimumAge).toBe(18);
    expect(jurisdictionProfile('none').minimumAge).toBe(18);
  });

  it('uk asks for a verified name before the first stake and keeps the reality check on', () => {
    const uk = jurisdictionProfile('uk');
    const asia = jurisdictionProfile('cn-asia');
    expect(uk).toMatchObject({ realNameBeforeStake: true, defaultRealityMinutes: 60 });
    expect(asia).toMatchObject({ realNameBeforeStake: false, defaultRealityMinutes: null });
    expect(isMandatory(uk, 'realityCheck')).toBe(true);
    expect(isMandatory(asia, 'realityCheck')).toBe(false);
    expect(isMandatory(asia, 'selfExclusion')).toBe(true);
  });
});

describe('date of birth', () => {
  const uk = jurisdictionProfile('uk');
  const asia = jurisdictionProfile('none');

  it('counts full years by the calendar, a 29 February birthday turning on 1 March', () => {
    expect(ageOn('2008-11-29', '2026-11-29')).toBe(18);
    expect(ageOn('2008-11-30', '2026-11-29')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2001-02-29', '2026-03-01')).toBeNull();
    expect(ageOn('2026-11-30', '2026-11-29')).toBeNull();
    expect(ageOn('2008-13-01', '2026-11-29')).toBeNull();
  });

  it('asks for it where the profile says so, and refuses a bad date or a minor anywhere', () => {
    expect(birthDateProblem(uk, undefined, '2026-11-29')).toBe('required');
    expect(birthDateProblem(asia, undefined, '2026-11-29')).toBeNull();
    expect(birthDateProblem(uk, '2008-11-29', '2026-11-29')).toBeNull();
    expect(birthDateProblem(uk, '2008-11-30', '2026-11-29')).toBe('underAge');
    expect(birthDateProblem(asia, '2010-01-01', '2026-11-29')).toBe('underAge');
    expect(birthDateProblem(uk, '1899-01-01', '2026-11-29')).toBe('invalid');
    expect(birthDateProblem(uk, '2030-01-01', '2026-11-29')).toBe('invalid');
  });
});
