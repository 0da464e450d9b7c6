import { useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalLinkIcon, LinkChainIcon, TrashIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useDeletePaymentLink } from '../../api/admin-payment-link';
import { copyLink } from '../../lib/copy-to-clipboard';
import { ADMIN_PAYMENT_MESSAGES } from '../../lib/payment-messages';

type PaymentLinkBoxProps = {
  requestId: string;
  url: string;
  /** After the link (and its request) is deleted. */
  onDeleted: () => void;
};

/** The customer's payment link with Copy, Open and Delete. */
export function PaymentLinkBox({ requestId, url, onDeleted }: PaymentLinkBoxProps) {
  const deletion = useDeletePaymentLink();
  const [confirming, setConfirming] = useState(false);

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
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <LinkChainIcon className="size-5 shrink-0 text-slate-500" />
        <Input readOnly value={url} aria-label="Payment link" className="h-10 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copyLink(url)}>
          <LinkChainIcon className="size-4" />
          Copy
        </Button>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
          <ExternalLinkIcon className="size-4" />
          Open
        </a>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setConfirming(true)}>
          <TrashIcon className="size-4" />
          Delete
        </Button>
      </div>
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
    </div>
  );
}
