import type { ProviderApplicationView } from '@contracts/network-views';
import { useRef, useState } from 'react';
import { ReasonForm } from '@/components/reason-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useApproveApplication, useRejectApplication } from '../../../api/provider-network';
import { toastRefusal } from './refusal-toast';

type ApplicationDecisionProps = {
  application: ProviderApplicationView;
  /** Where focus goes once the decided application's card has left the list. */
  fallbackFocus: () => HTMLElement | null;
};

/** Approve (the applicant joins the roster) or reject (they are texted the reason) one application. */
export function ApplicationDecision({ application, fallbackFocus }: ApplicationDecisionProps) {
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const name = application.companyName;

  async function approveIt() {
    try {
      await approve.mutateAsync(application.id);
      toast.success('Application Approved', { description: `${name} is on the roster and was texted their provider page.` });
    } catch (error) {
      toastRefusal(error, 'Application Not Approved', 'The application could not be approved. Check your connection and try again.');
    }
    setConfirming(false);
  }

  async function rejectIt(reason: string) {
    try {
      await reject.mutateAsync({ applicationId: application.id, reason });
      toast.success('Application Rejected', { description: `${name} was texted the reason.` });
      setRejecting(false);
    } catch (error) {
      toastRefusal(error, 'Application Not Rejected', 'The application could not be rejected. Check your connection and try again.');
      // Decided meanwhile by someone else: there is nothing left to reject.
      if (isApiError(error, 409)) setRejecting(false);
    }
  }

  return (
    <div ref={actionsRef} className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={() => setRejecting(true)} aria-label={`Reject ${name}`}>
        Reject
      </Button>
      <Button onClick={() => setConfirming(true)} aria-label={`Approve ${name}`}>
        Approve
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Approve ${name}?`}
        description="They join the roster and are texted their provider page."
        confirmLabel="Approve"
        pendingLabel="Approving…"
        pending={approve.isPending}
        onConfirm={() => void approveIt()}
        // The card is gone once the application is decided; a Cancel goes back to the Approve button.
        focusAfterClose={() => (actionsRef.current?.isConnected ? null : fallbackFocus())}
      />
      <FormDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject ${name}?`}
        description="They are texted the reason."
        pending={reject.isPending}
        fallbackFocus={fallbackFocus}
      >
        <ReasonForm
          hint="The applicant reads it in a text, e.g. the certificate shows less than $500,000 of coverage."
          askWhy="Say why you are rejecting the application"
          submitLabel="Reject Application"
          pendingLabel="Rejecting…"
          danger
          pending={reject.isPending}
          onSubmit={rejectIt}
        />
      </FormDialog>
    </div>
  );
}
