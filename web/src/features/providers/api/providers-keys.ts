export const providersKeys = {
  all: ['admin', 'providers'] as const,
  list: (search: string) => [...providersKeys.all, 'list', search] as const,
};
