import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** Get Help Now and the tap-to-call line, stacked full width on a phone. */
export function CtaButtons({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <Link to={paths.request} className={buttonClasses('accent', 'lg')}>
        {intl.formatMessage({ id: 'content.cta.getHelp' })}
      </Link>
      <SupportPhoneLink prefix={intl.formatMessage({ id: 'content.cta.call' })} className={buttonClasses('inverse', 'lg')} iconClassName="size-5" />
    </div>
  );
}
