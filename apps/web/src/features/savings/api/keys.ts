/** Query keys of the savings wallet; all start with 'savings', so logout drops them in one call. */
export const savingsKeys = {
  all: ['savings'] as const,
  info: () => [...savingsKeys.all, 'info'] as const,
  interest: () => [...savingsKeys.all, 'interest'] as const,
  interestPage: (page: number) => [...savingsKeys.interest(), page] as const,
  tasks: () => [...savingsKeys.all, 'tasks'] as const,
};
