import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { useLanguage } from '@/i18n/language-provider';
import type { CustomerRequestView } from '@contracts/request-views';
import { useIntl } from 'react-intl';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { MessageIcon, PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { formatPhone } from '@/lib/display-format';
import { useProviderName } from '../lib/use-provider-name';

/** Spec §2: who is coming, in what, and a direct call or text to them. */
export function ProviderInfoPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { provider } = request;
  const name = useProviderName(provider);
  if (!provider) return null;
  const reachable = provider.phone && request.status !== 'completed';
  const etaAt = provider.etaAt && Number.isFinite(Date.parse(provider.etaAt)) ? provider.etaAt : null;

  return (
    <CardSection title={intl.formatMessage({ id: 'tracking.provider.heading' })} icon={<TruckIcon className="size-5 text-brand-700" />}>
      <p className="text-lg font-semibold text-slate-900">{name}</p>
      {provider.vehicleInfo && <p className="text-slate-700">{provider.vehicleInfo}</p>}
      {(provider.licence || provider.insurer) && (
        <p className="text-sm text-slate-600">
          {[
            provider.licence && intl.formatMessage({ id: 'tracking.provider.licence' }, { licence: provider.licence }),
            provider.insurer && intl.formatMessage({ id: 'tracking.provider.insurer' }, { insurer: provider.insurer }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {/* A job with a promise shows its arrival in its own panel, kept current; the provider's raw minutes would contradict it. */}
      {provider.etaMinutes != null && request.status !== 'completed' && !request.arrival?.promisedAt && (
        <p className="mt-2 font-medium text-slate-900">
          {intl.formatMessage({ id: 'tracking.provider.eta' }, { minutes: provider.etaMinutes })}
          {provider.etaAt && (
            <span className="block text-sm font-normal text-slate-600">
              {intl.formatMessage(
                { id: 'tracking.provider.etaTexted' },
                { time: etaAt ? intl.formatDate(etaAt, { dateStyle: language === 'en' ? 'medium' : 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }) : '—' },
              )}
            </span>
          )}
        </p>
      )}
      {reachable && (
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`tel:${provider.phone}`} className={buttonClasses('primary', 'md')}>
            <PhoneIcon className="size-5" />
            {intl.formatMessage({ id: 'tracking.provider.call' }, { phone: formatPhone(provider.phone!) })}
          </a>
          <a href={`sms:${provider.phone}`} className={buttonClasses('outline', 'md')}>
            <MessageIcon className="size-5" />
            {intl.formatMessage({ id: 'tracking.provider.text' })}
          </a>
        </div>
      )}
    </CardSection>
  );
}
