import type { CardView } from '@contracts/payment-views';
import { RECEIPT_MESSAGE_IDS } from '@contracts/shared-messages';
import { formatUsd } from '@domain/money';
import { cardBrandName } from '@domain/receipt';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** How the balance page writes a card ('Visa ending in 4242'), a percentage ('15%', '15 %') and dollars. */
export function useBalanceWords() {
  const intl = useIntl();
  const card = useCallback(
    (view: CardView) => intl.formatMessage({ id: RECEIPT_MESSAGE_IDS.card }, { brand: cardBrandName(view.brand), last4: view.last4 }),
    [intl],
  );
  const percent = useCallback((value: number) => intl.formatNumber(value / 100, { style: 'percent' }), [intl]);
  return { card, percent, usd: formatUsd };
}
