import type { ErrorName } from '@courtside/contract';
import { businessDate } from '@courtside/domain';
import { type BirthDateProblem, birthDateProblem, JURISDICTION_PARAM, jurisdictionProfile } from '@courtside/domain/rg';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { RegistrationDetails } from '../account';

const REFUSALS: Record<BirthDateProblem, ErrorName> = {
  required: 'rgBirthDateRequired',
  invalid: 'rgBirthDateInvalid',
  underAge: 'rgUnderAge',
};

interface AgeDeps {
  site: { paramValues(siteId: number, keyCodes: readonly string[]): Promise<Record<string, string>> };
  clock: Clock;
}

/**
 * The age gate of registration (issue 29): the date of birth where the site's jurisdiction profile
 * asks for it, and 18+ on today's Asia/Shanghai date (the site's zone) wherever one is given.
 */
export class AgeGate {
  constructor(private readonly deps: AgeDeps) {}

  async check(siteId: number, details: RegistrationDetails): Promise<void> {
    const params = await this.deps.site.paramValues(siteId, [JURISDICTION_PARAM]);
    const profile = jurisdictionProfile(params[JURISDICTION_PARAM]);
    const problem = birthDateProblem(profile, details.birthDate, businessDate(this.deps.clock.now().getTime()));
    if (problem) throw new DomainError(REFUSALS[problem]);
  }
}
