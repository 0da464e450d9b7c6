import type { CustomerRequestView } from '@contracts/request-views';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { MessageIcon, PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { formatDateTime, formatPhone } from '@/lib/display-format';

/** Spec §2: who is coming, in what, and a direct call or text to them. */
export function ProviderInfoPanel({ request }: { request: CustomerRequestView }) {
  const { provider } = request;
  if (!provider) return null;
  const reachable = provider.phone && request.status !== 'completed';

  return (
    <CardSection title="Your Provider" icon={<TruckIcon className="size-5 text-brand-700" />}>
      <p className="text-lg font-semibold text-slate-900">{provider.name}</p>
      {provider.vehicleInfo && <p className="text-slate-700">{provider.vehicleInfo}</p>}
      {provider.etaMinutes != null && request.status !== 'completed' && (
        <p className="mt-2 font-medium text-slate-900">
          Expects to arrive in about {provider.etaMinutes} min
          {provider.etaAt && <span className="block text-sm font-normal text-slate-600">Estimate texted by your provider at {formatDateTime(provider.etaAt)}</span>}
        </p>
      )}
      {reachable && (
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`tel:${provider.phone}`} className={buttonClasses('primary', 'md')}>
            <PhoneIcon className="size-5" />
            Call {formatPhone(provider.phone!)}
          </a>
          <a href={`sms:${provider.phone}`} className={buttonClasses('outline', 'md')}>
            <MessageIcon className="size-5" />
            Text
          </a>
        </div>
      )}
    </CardSection>
  );
}
