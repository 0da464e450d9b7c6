import type { CustomerRequestView } from '@contracts/request-views';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { RequestForm } from '@/features/requests';
import { paths } from '@/lib/paths';
import { trackedRequestQueryKey } from '@/lib/query-keys';

export function RequestPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function handleSubmitted(request: CustomerRequestView) {
    if (!request.trackingId) return;
    // The tracking page opens on the request just created instead of fetching it again.
    queryClient.setQueryData(trackedRequestQueryKey(request.trackingId), request);
    navigate(paths.track(request.trackingId));
  }

  return (
    <div className="bg-slate-50">
      <title>Request Roadside Assistance | DFW Roadside Assistance</title>
      <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
        <Link to={paths.home} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
          <ArrowRightIcon className="size-4 rotate-180" />
          Back to Home
        </Link>
        <header className="mb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Request Roadside Assistance</h1>
          <p className="mt-2 text-slate-600">
            Tell us what you need and where you are. Prefer to talk?{' '}
            <SupportPhoneLink prefix="Call " showIcon={false} className="font-semibold text-brand-700 underline" />
          </p>
        </header>
        <RequestForm onSubmitted={handleSubmitted} />
      </div>
    </div>
  );
}
