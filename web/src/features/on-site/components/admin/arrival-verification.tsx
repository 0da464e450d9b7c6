import type { AdminRequestSummary } from '@contracts/request-views';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BadgeCheckIcon } from '@/components/ui/icons';
import { useCan } from '@/features/admin-auth';
import { formatClockTime } from '@/lib/display-format';
import { VerifyArrivalDialog } from './verify-arrival-dialog';

/** How the provider at the car was verified; while they are on the way, the dispatcher's way to vouch for them. */
export function ArrivalVerification({ request }: { request: AdminRequestSummary }) {
  const [verifying, setVerifying] = useState(false);
  const mayAct = useCan('desk');
  const { arrivalVerifiedAt, arrivalVerifiedBy, arrivalVerifyReason } = request.arrival;

  if (arrivalVerifiedAt) {
    const how = arrivalVerifiedBy === 'dispatcher' ? `by a dispatcher: ${arrivalVerifyReason ?? 'no reason recorded'}` : "with the customer's code";
    return (
      <p className="flex items-start gap-2 text-sm text-slate-900">
        <BadgeCheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
        <span>
          Arrival verified at {formatClockTime(arrivalVerifiedAt)} {how}
        </span>
      </p>
    );
  }
  if (request.status !== 'en_route' || !mayAct) return null;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">The provider needs the customer&apos;s arrival code to mark arrival.</p>
      <Button variant="outline" size="sm" onClick={() => setVerifying(true)}>
        Verify Arrival
      </Button>
      <VerifyArrivalDialog requestId={request.id} open={verifying} onOpenChange={setVerifying} />
    </div>
  );
}
