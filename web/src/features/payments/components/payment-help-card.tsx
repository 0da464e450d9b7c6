import { useIntl } from 'react-intl';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { CardSection } from '@/components/ui/card';
import { InfoIcon } from '@/components/ui/icons';

export function PaymentHelpCard() {
  const intl = useIntl();
  return (
    <CardSection title={intl.formatMessage({ id: 'payment.help.title' })} icon={<InfoIcon className="size-5 text-brand-700" />}>
      <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'payment.help.description' })}</p>
      <SupportPhoneLink className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 underline" />
    </CardSection>
  );
}
