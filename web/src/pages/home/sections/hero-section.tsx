import { Link } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { BadgeCheckIcon, ClockIcon, MapPinIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

const HIGHLIGHTS = [
  { icon: ClockIcon, text: '15-30 min average response' },
  { icon: BadgeCheckIcon, text: 'Licensed, insured providers' },
  { icon: MapPinIcon, text: 'Real-time GPS tracking' },
] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
          Open 24/7 across Dallas/Fort Worth
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          Fast roadside help, anywhere in DFW
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
          Towing, jump starts, flat tires, lockouts and fuel delivery for cars, trucks, RVs and semis. Get a fair,
          negotiated price, then track your provider live by text.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SupportPhoneLink prefix="Call" className={buttonClasses('accent', 'lg')} iconClassName="size-5" />
          <Link to={paths.request} className={buttonClasses('inverse', 'lg')}>
            Get Help Now
          </Link>
        </div>
        <ul className="mt-10 grid gap-3 text-sm text-slate-200 sm:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-5 text-accent-400" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
