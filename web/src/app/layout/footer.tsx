import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { AlertIcon } from '@/components/ui/icons';
import { footerCountyLinks, footerServiceLinks } from '@/content/footer-links';
import { paths } from '@/lib/paths';
import { BrandLogo } from './brand-logo';

const IMPORTANT_INFO = ['Privacy Policy', 'Terms of Service', 'Safety Guidelines', 'Provider Network'] as const;

const linkClass = 'text-slate-300 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer id="site-links" className="bg-brand-900 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="mb-10">
          <BrandLogo inverse />
        </div>
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <FooterColumn title="Contact Us">
            <li>
              <SupportPhoneLink className="inline-flex items-center gap-2 font-semibold text-white hover:underline" />
            </li>
            <li>Available 24 hours a day, 7 days a week</li>
            <li>Serving Dallas, Tarrant, Collin and Denton counties</li>
          </FooterColumn>

          <FooterColumn title="Our Services">
            {footerServiceLinks.map((service) => (
              <li key={service.slug}>
                <Link to={paths.service(service.slug)} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.pricing} className={linkClass}>
                Pricing Guide
              </Link>
            </li>
          </FooterColumn>

          <FooterColumn title="DFW Service Areas">
            {footerCountyLinks.map((county) => (
              <li key={county.slug}>
                <Link to={paths.county(county.slug)} className={linkClass}>
                  {county.name}
                </Link>
              </li>
            ))}
          </FooterColumn>

          <FooterColumn title="Important Info">
            {IMPORTANT_INFO.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </FooterColumn>
        </div>

        <p className="mt-10 flex items-start gap-3 rounded-lg border border-red-300/40 bg-red-950/40 p-4 text-sm text-red-50">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-300" />
          <span>
            <strong className="font-semibold text-white">For life-threatening emergencies, call 911.</strong> We provide
            non-emergency roadside assistance only.
          </span>
        </p>

        <p className="mt-8 border-t border-white/15 pt-6 text-sm text-slate-400">
          © 2025 DFW Roadside Assistance. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </section>
  );
}
