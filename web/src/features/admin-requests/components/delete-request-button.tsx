import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TrashIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import type { useDeleteAdminRequest } from '../api/delete-request';

type DeleteRequestButtonProps = {
  requestId: string;
  /** Owned by the page, which keeps showing the request until it has navigated away. */
  deletion: ReturnType<typeof useDeleteAdminRequest>;
  onDeleted: () => void;
};

export function DeleteRequestButton({ requestId, deletion, onDeleted }: DeleteRequestButtonProps) {
  const [open, setOpen] = useState(false);

  // Toasts its own failure, so the dialog starts it without waiting on it.
  async function handleConfirm() {
    try {
      await deletion.mutateAsync(requestId);
      setOpen(false);
      toast.success('Request Deleted');
      onDeleted();
    } catch (error) {
      // A 401 sends the admin to the sign-in page; a toast would only get in the way.
      if (isApiError(error, 409)) toast.error('Error', { description: error.message });
      else if (!isApiError(error, 401)) toast.error('Error', { description: 'Failed to delete the request. Please try again.' });
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <TrashIcon className="size-4" />
        Delete Request
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Request"
        description="Are you sure you want to delete this request? This action cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={deletion.isPending}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
