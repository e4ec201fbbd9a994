/** Query keys of favourites, from general to specific: the workspace and the dashboard share them. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: (signName: string) => ['favourites', 'list', signName] as const,
};
