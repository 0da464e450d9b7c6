import type { CustomerCancellationView } from '@contracts/request-views';
import type { MessageId } from '@/i18n/messages';

/** The sentence that states what cancelling costs, in the same words as the text that asks for a YES. */
export function cancelCostMessage(cancellation: CustomerCancellationView): MessageId {
  if (cancellation.depositCents === null) return 'tracking.cancel.cost.free';
  if (cancellation.refundCents > 0) return 'tracking.cancel.cost.refunded';
  return cancellation.step === 'at_the_car' ? 'tracking.cancel.cost.keptAtCar' : 'tracking.cancel.cost.keptOnTheWay';
}
