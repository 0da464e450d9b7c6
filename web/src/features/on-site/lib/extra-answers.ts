import type { ExtraChargeView } from '@contracts/extra-views';
import type { ExtraStatus } from '@domain/extra-charges';

/** The extras the customer answered since the statuses last seen: only a change seen while the page is open counts. */
export function newlyAnswered(before: ReadonlyMap<string, ExtraStatus>, extras: readonly ExtraChargeView[]): ExtraChargeView[] {
  return extras.filter((extra) => before.get(extra.id) === 'proposed' && (extra.status === 'approved' || extra.status === 'declined'));
}
