import type { AdminRequestView } from '@contracts/request-views';
import { useNavigate } from 'react-router-dom';
import { ProviderManagementCard } from '@/features/dispatch/admin';
import { ArrivalAlerts, ArrivalSummary, ArrivalVerification } from '@/features/on-site/admin';
import { PaymentCard } from '@/features/payments/admin';
import { useCan } from '@/features/admin-auth';
import { AdminPricingPanel, useAdminActions } from '@/features/pricing/admin';
import { paths } from '@/lib/paths';

type SlotProps = { request: AdminRequestView };

/* Places on the request page for its panels, each owned by its feature. */

/** 'Set Price for Service', the customer counter-offer card and the pricing summary. */
export function PricingPanelSlot({ request }: SlotProps) {
  return <AdminPricingPanel request={request} />;
}

/** Payment link generation and deposit status; deleting the link deletes the request, so it ends on the board. */
export function PaymentPanelSlot({ request }: SlotProps) {
  const navigate = useNavigate();
  return <PaymentCard request={request} onDeleted={() => void navigate(paths.admin, { replace: true })} />;
}

/** Provider Management: assignment, tracking and job links, live provider position, and the trip's arrival. */
export function ProviderPanelSlot({ request }: SlotProps) {
  const actions = useAdminActions(request);
  const mayAct = useCan('desk');
  return (
    <ProviderManagementCard
      request={request}
      actions={actions}
      readOnly={!mayAct}
      alerts={(controls) => (mayAct ? <ArrivalAlerts request={request} {...controls} /> : <ArrivalAlerts request={request} />)}
      arrival={
        <>
          <ArrivalSummary arrival={request.arrival} />
          <ArrivalVerification request={request} />
        </>
      }
    />
  );
}
