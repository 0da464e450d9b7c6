import type { CustomerRequestView } from '@contracts/request-views';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { KeyIcon } from '@/components/ui/icons';
import { useProviderName } from '../lib/use-provider-name';

/** The code the customer gives the driver at the car: proof the truck there is the one they paid for. */
export function ArrivalCodePanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const { arrivalCode, provider } = request;
  const name = useProviderName(provider);
  if (!arrivalCode) return null;
  const digits = arrivalCode.split('');
  const giveTo = !provider
    ? intl.formatMessage({ id: 'tracking.arrivalCode.giveToNoName' })
    : provider.vehicleInfo
      ? intl.formatMessage({ id: 'tracking.arrivalCode.giveTo' }, { name, vehicle: provider.vehicleInfo })
      : intl.formatMessage({ id: 'tracking.arrivalCode.giveToNoVehicle' }, { name });

  return (
    <CardSection
      title={intl.formatMessage({ id: 'tracking.arrivalCode.heading' })}
      icon={<KeyIcon className="size-5 text-brand-700" />}
      className="border-2 border-brand-600"
    >
      <p className="flex justify-center gap-2 sm:justify-start sm:gap-3">
        {/* Read out digit by digit, as it is said to the driver, not as a number in the thousands. */}
        <span className="sr-only">{digits.join(' ')}</span>
        {digits.map((digit, index) => (
          <span
            key={index}
            aria-hidden="true"
            className="flex h-18 w-15 items-center justify-center rounded-xl bg-brand-50 text-5xl font-bold text-brand-900 tabular-nums ring-1 ring-brand-200"
          >
            {digit}
          </span>
        ))}
      </p>
      <p className="mt-4 text-base text-slate-800">
        {giveTo} <strong className="font-semibold text-slate-900">{intl.formatMessage({ id: 'tracking.arrivalCode.never' })}</strong>
      </p>
    </CardSection>
  );
}
