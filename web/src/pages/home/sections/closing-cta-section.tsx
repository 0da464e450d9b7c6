import { Link } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Stuck on the side of the road?
        </h2>
        <p className="mt-4 text-lg text-slate-200">
          Request help online in a minute, or call us now. We answer around the clock.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.request} className={buttonClasses('accent', 'lg')}>
            Get Help Now
          </Link>
          <SupportPhoneLink prefix="Call" className={buttonClasses('inverse', 'lg')} iconClassName="size-5" />
        </div>
      </div>
    </section>
  );
}
