import type { CompletedJobRow } from '@contracts/completed-views';

/** How a completed job's balance was paid, in the Completed tab's words (its CSV's Balance Paid column says the same). */
export const BALANCE_PAID_WORDS: Record<CompletedJobRow['balancePaid'], string> = {
  on_site: 'On site',
  card: 'By card',
  card_due: 'By card, due',
};
