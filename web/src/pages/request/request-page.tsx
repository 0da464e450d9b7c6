import type { CustomerRequestView } from '@contracts/request-views';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { RequestForm } from '@/features/requests';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';
import { trackedRequestQueryKey } from '@/lib/query-keys';

export function RequestPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function handleSubmitted(request: CustomerRequestView) {
    if (!request.trackingId) return;
    // The tracking page opens on the request just created instead of fetching it again.
    queryClient.setQueryData(trackedRequestQueryKey(request.trackingId), request);
    // The router finishes the move; nothing here follows it.
    void navigate(paths.track(request.trackingId));
  }

  return (
    <div className="bg-slate-50">
      <title>{intl.formatMessage({ id: 'request.page.title' })}</title>
      <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
        <Link to={localizedPath(paths.home, language)} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
          <ArrowRightIcon className="size-4 rotate-180" />
          {intl.formatMessage({ id: 'request.page.back' })}
        </Link>
        <header className="mb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{intl.formatMessage({ id: 'request.page.heading' })}</h1>
          <p className="mt-2 text-slate-600">
            {intl.formatMessage({ id: 'request.page.intro' })}{' '}
            <SupportPhoneLink
              prefix={`${intl.formatMessage({ id: 'request.page.callPrefix' })} `}
              showIcon={false}
              className="font-semibold text-brand-700 underline"
            />
          </p>
        </header>
        <RequestForm onSubmitted={handleSubmitted} />
      </div>
    </div>
  );
}
