/** Query keys of the promotions; all start with 'promo', so logout drops them in one call. */
export const promoKeys = {
  all: ['promo'] as const,
  offers: () => [...promoKeys.all, 'offers'] as const,
  newcomer: () => [...promoKeys.all, 'newcomer'] as const,
  grants: (scope: 'current' | 'history') => [...promoKeys.all, 'grants', scope] as const,
  grant: (grantId: number) => [...promoKeys.all, 'grant', grantId] as const,
};
