/** Query keys of the game lobby; all start with 'egame', so logout drops them in one call. */
export const egameKeys = {
  all: ['egame'] as const,
  games: (filter: object) => [...egameKeys.all, 'games', filter] as const,
  hot: (venues: readonly string[]) => [...egameKeys.all, 'hot', venues] as const,
  brands: (venues: readonly string[]) => [...egameKeys.all, 'brands', venues] as const,
  categories: (venues: readonly string[]) => [...egameKeys.all, 'categories', venues] as const,
  favourites: () => [...egameKeys.all, 'favourites'] as const,
  recent: () => [...egameKeys.all, 'recent'] as const,
  records: (venueCode: string, page: number) => [...egameKeys.all, 'records', venueCode, page] as const,
};
