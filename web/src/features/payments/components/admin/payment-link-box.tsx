import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyableLink } from '@/components/ui/copyable-link';
import { TrashIcon } from '@/components/ui/icons';
import { useCan } from '@/features/admin-auth';
import { isApiError } from '@/lib/api-client';
import { useDeletePaymentLink } from '../../api/admin-payment-link';
import { ADMIN_PAYMENT_MESSAGES } from '../../lib/payment-messages';

type PaymentLinkBoxProps = {
  requestId: string;
  url: string;
  /** After the link (and its request) is deleted. */
  onDeleted: () => void;
};

/** The customer's payment link with Copy, Open and, for a role that may act on requests, Delete. */
export function PaymentLinkBox({ requestId, url, onDeleted }: PaymentLinkBoxProps) {
  const deletion = useDeletePaymentLink();
  const [confirming, setConfirming] = useState(false);
  const mayDelete = useCan('desk');

  async function handleDelete() {
    try {
      await deletion.mutateAsync(requestId);
      setConfirming(false);
      toast.success(ADMIN_PAYMENT_MESSAGES.linkDeleted.title, { description: ADMIN_PAYMENT_MESSAGES.linkDeleted.description });
      onDeleted();
    } catch (error) {
      if (!isApiError(error, 401)) {
        toast.error(ADMIN_PAYMENT_MESSAGES.deleteFailed.title, { description: ADMIN_PAYMENT_MESSAGES.deleteFailed.description });
      }
    }
  }

  return (
    <>
      <CopyableLink label="Payment link" url={url}>
        {mayDelete && (
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setConfirming(true)}>
            <TrashIcon className="size-4" />
            Delete
          </Button>
        )}
      </CopyableLink>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Payment Link"
        description={ADMIN_PAYMENT_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={deletion.isPending}
        onConfirm={() => void handleDelete()}
      />
    </>
  );
}
