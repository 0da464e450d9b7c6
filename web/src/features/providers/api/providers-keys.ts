export const providersKeys = {
  all: ['admin', 'providers'] as const,
  list: (search: string) => [...providersKeys.all, 'list', search] as const,
  /** The roster's payout badges: under the roster's key, so saving a provider reads them again too. */
  payoutAccounts: ['admin', 'providers', 'payout-accounts'] as const,
};
