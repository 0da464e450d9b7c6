import { FormattedMessage } from 'react-intl';
import { InfoIcon } from '@/components/ui/icons';

export function PlatformNoticeSection() {
  return (
    <section aria-labelledby="platform-notice-title" className="bg-white pb-16 sm:pb-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
          <h2 id="platform-notice-title" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <InfoIcon className="size-5 shrink-0" />
            <FormattedMessage id="marketing.home.platform.title" />
          </h2>
          <p className="mt-3 text-slate-700">
            <FormattedMessage id="marketing.home.platform.text" />
          </p>
          <p className="mt-3 font-medium text-slate-800">
            <FormattedMessage id="marketing.home.platform.emergency" />
          </p>
        </div>
      </div>
    </section>
  );
}
