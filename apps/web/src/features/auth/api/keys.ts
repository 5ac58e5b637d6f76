/** Query keys of the account screens. */
export const authKeys = {
  all: ['auth'] as const,
  nameAvailable: (name: string) => [...authKeys.all, 'nameAvailable', name] as const,
  registerConfig: () => [...authKeys.all, 'registerConfig'] as const,
  dormant: (ticket: string) => [...authKeys.all, 'dormant', ticket] as const,
};
