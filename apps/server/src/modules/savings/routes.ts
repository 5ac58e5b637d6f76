import { savingsRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { RouteKit } from '../../platform/http';
import type { SavingsService } from './service';

/** The savings wallet; every route is the member's own. */
export const registerSavingsRoutes = (http: RouteKit, savings: SavingsService): void => {
  const r = savingsRoutes;
  http.member(r.info, (_i, member) => savings.info(member));
  http.member(r.toYeb, (input, member) =>
    savings.move(member, 'toYeb', { ...input, amount: toMinorUnits(input.amount) }),
  );
  http.member(r.toCenter, (input, member) =>
    savings.move(member, 'toCenter', { ...input, amount: toMinorUnits(input.amount) }),
  );
  http.member(r.interestRecords, (input, member) => savings.interestRecords(member, input));
  http.member(r.tasks, (_i, member) => savings.tasks(member));
  http.member(r.taskClaim, (input, member) => savings.claimTask(member, input.code));
};
