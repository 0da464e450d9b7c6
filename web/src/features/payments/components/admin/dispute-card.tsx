import type { DisputeView } from '@contracts/payment-views';
import { formatUsd } from '@domain/money';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AlertIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBusinessDateTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useSubmitDisputeEvidence } from '../../api/dispute-evidence';
import { disputeReasonWords, disputeStatusWords, SUBMIT_EVIDENCE_QUESTION } from '../../lib/dispute-words';

const STATUS_TONE: Record<DisputeView['status'], string> = {
  needs_response: 'text-red-800',
  submitted: 'text-slate-900',
  won: 'text-emerald-800',
  lost: 'text-slate-900',
};

/** Beside the request's title: its payments were disputed by the customer's bank. */
export function DisputedBadge({ disputes }: { disputes: readonly DisputeView[] }) {
  if (disputes.length === 0) return null;
  const open = disputes.some((dispute) => dispute.status === 'needs_response');
  return (
    <Badge tone={open ? 'danger' : 'warning'} className="text-sm">
      Disputed{disputes.length > 1 ? ` (${disputes.length})` : ''}
    </Badge>
  );
}

type DisputeCardProps = {
  requestId: string;
  dispute: DisputeView;
  /** A role that may only look sees the dispute without 'Submit Evidence'. */
  mayAct: boolean;
};

/**
 * A chargeback of one of the job's card payments: how much, the bank's reason, until when the evidence
 * may be sent and where it stands. While it needs a response, 'Submit Evidence' sends the job's records
 * to the card network, once, after a confirm step.
 */
export function DisputeCard({ requestId, dispute, mayAct }: DisputeCardProps) {
  const submit = useSubmitDisputeEvidence(requestId);
  const [confirming, setConfirming] = useState(false);

  async function handleSubmit() {
    try {
      await submit.mutateAsync(dispute.id);
      setConfirming(false);
      toast.success('Evidence Submitted', { description: "The job's records were sent to the card network." });
    } catch (error) {
      setConfirming(false);
      if (isApiError(error, 401)) return;
      // The server says why in words: already submitted (409), or the payment provider did not answer (503).
      toast.error(isApiError(error) ? (error.title ?? 'Error') : 'Error', {
        description: isApiError(error) ? error.message : 'Failed to submit the evidence. Please try again.',
      });
    }
  }

  return (
    <CardSection title="Dispute" icon={<AlertIcon className="size-5 text-red-700" />}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Item term="Amount">{formatUsd(dispute.amountCents)}</Item>
        <Item term="Reason">{disputeReasonWords(dispute.reason)}</Item>
        <Item term="Evidence due">{dispute.evidenceDueBy ? formatBusinessDateTime(dispute.evidenceDueBy) : 'No deadline given'}</Item>
        <Item term="Opened">{formatBusinessDateTime(dispute.createdAt)}</Item>
        <Item term="Status" className={cn('font-semibold', STATUS_TONE[dispute.status])}>
          {disputeStatusWords(dispute, formatBusinessDateTime)}
        </Item>
        {dispute.closedAt && <Item term="Decided">{formatBusinessDateTime(dispute.closedAt)}</Item>}
      </dl>

      {mayAct && dispute.status === 'needs_response' && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">The job's records answer the bank. They can be submitted once.</p>
          <Button size="sm" disabled={submit.isPending} onClick={() => setConfirming(true)}>
            Submit Evidence
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit Evidence"
        description={SUBMIT_EVIDENCE_QUESTION}
        confirmLabel="Submit Evidence"
        pendingLabel="Submitting..."
        pending={submit.isPending}
        onConfirm={() => void handleSubmit()}
      />
    </CardSection>
  );
}

function Item({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className={cn('font-medium text-slate-900 tabular-nums', className)}>{children}</dd>
    </div>
  );
}
