import { formatUsd } from '@domain/money';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useRefundDeposit } from '../../api/refund-deposit';
import { ADMIN_PAYMENT_MESSAGES } from '../../lib/payment-messages';

/** Cancels the request and refunds the deposit; only before a provider is assigned (spec §9). */
export function RefundButton({ requestId, depositCents }: { requestId: string; depositCents: number | null }) {
  const refund = useRefundDeposit(requestId);
  const [confirming, setConfirming] = useState(false);

  async function handleRefund() {
    try {
      await refund.mutateAsync();
      setConfirming(false);
      toast.success(ADMIN_PAYMENT_MESSAGES.refunded.title, { description: ADMIN_PAYMENT_MESSAGES.refunded.description });
    } catch (error) {
      setConfirming(false);
      if (isApiError(error, 401)) return;
      if (isApiError(error, 409)) toast.error(error.title ?? 'Error', { description: error.message });
      else toast.error(ADMIN_PAYMENT_MESSAGES.refundFailed.title, { description: ADMIN_PAYMENT_MESSAGES.refundFailed.description });
    }
  }

  const amount = depositCents == null ? 'the deposit' : `the ${formatUsd(depositCents)} deposit`;
  return (
    <>
      <Button variant="outline" size="sm" className="border-red-300 text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
        Refund &amp; Cancel
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Refund Deposit"
        description={`Refund ${amount} to the customer's card and cancel this request? This action cannot be undone.`}
        confirmLabel="Refund"
        pendingLabel="Refunding..."
        destructive
        pending={refund.isPending}
        onConfirm={() => void handleRefund()}
      />
    </>
  );
}
