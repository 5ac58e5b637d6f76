/**
 * The member centre's binding state that other screens change: the cards page binds and removes the
 * USDT addresses the member centre counts. The member feature's keys take these, and the cards page
 * drops them after a change, so the two pages never disagree about what is bound.
 */
export const bindingKeys = {
  usdt: () => ['member', 'usdt'] as const,
  bindSteps: () => ['member', 'bindSteps'] as const,
};
