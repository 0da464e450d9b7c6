import { EXTRA_KIND_LABEL_IDS } from '@contracts/shared-messages';
import type { ExtrasView } from '@contracts/extra-views';
import type { BalanceMethod } from '@domain/card-balance';
import type { ExtraStatus } from '@domain/extra-charges';
import { formatUsd } from '@domain/money';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { extraItemName } from '@/lib/extra-item-name';
import { newlyAnswered } from '../lib/extra-answers';

/**
 * Tells the provider when the customer answers a charge while the page is open. Only a change seen
 * here counts: extras already answered when the page loads are shown by the list, not announced. An
 * approval tells the new amount due: on site, or the balance by card for a provider who takes it so.
 */
export function useExtraAnswerToasts(view: ExtrasView | undefined, balanceMethod: BalanceMethod) {
  const intl = useIntl();
  const known = useRef<Map<string, ExtraStatus> | null>(null);

  useEffect(() => {
    if (!view) return;
    const before = known.current;
    known.current = new Map(view.extras.map((extra) => [extra.id, extra.status]));
    if (!before) return;
    for (const extra of newlyAnswered(before, view.extras)) {
      const values = { item: extraItemName(extra, intl.formatMessage({ id: EXTRA_KIND_LABEL_IDS[extra.kind] })), amount: formatUsd(extra.amountCents) };
      if (extra.status === 'approved') {
        toast.success(intl.formatMessage({ id: 'provider.extras.status.approved' }), {
          id: `extra-answer-${extra.id}`,
          description:
            balanceMethod === 'card'
              ? intl.formatMessage({ id: 'provider.extras.toast.approvedByCard' }, { ...values, due: formatUsd(view.totals.dueOnSiteCents) })
              : intl.formatMessage({ id: 'provider.extras.toast.approved' }, { ...values, due: formatUsd(view.totals.dueOnSiteCents) }),
        });
      } else {
        toast.warning(intl.formatMessage({ id: 'provider.extras.status.declined' }), {
          id: `extra-answer-${extra.id}`,
          description: intl.formatMessage({ id: 'provider.extras.toast.declined' }, values),
        });
      }
    }
  }, [view, intl, balanceMethod]);
}
