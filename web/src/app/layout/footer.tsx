import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { AlertIcon } from '@/components/ui/icons';
import { useLocalizedPath } from '@/components/use-localized-path';
import { footerCountyLinks, footerServiceLinks } from '@/content/footer-links';
import type { MessageId } from '@/i18n/messages';
import { paths } from '@/lib/paths';
import { BrandLogo } from './brand-logo';

const IMPORTANT_INFO = [
  'common.footer.privacyPolicy',
  'common.footer.termsOfService',
  'common.footer.safetyGuidelines',
  'common.footer.providerNetwork',
] as const satisfies readonly MessageId[];

const linkClass = 'text-slate-300 hover:text-white hover:underline';

export function Footer() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <footer id="site-links" className="bg-brand-900 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="mb-10">
          <BrandLogo inverse />
        </div>
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <FooterColumn title={intl.formatMessage({ id: 'common.footer.contactUs' })}>
            <li>
              <SupportPhoneLink className="inline-flex items-center gap-2 font-semibold text-white hover:underline" />
            </li>
            <li>
              <FormattedMessage id="common.footer.hours" />
            </li>
            <li>
              <FormattedMessage id="common.footer.serviceArea" />
            </li>
          </FooterColumn>

          <FooterColumn title={intl.formatMessage({ id: 'common.footer.ourServices' })}>
            {footerServiceLinks.map((service) => (
              <li key={service.slug}>
                <Link to={localized(paths.service(service.slug))} className={linkClass}>
                  {intl.formatMessage({ id: service.titleId })}
                </Link>
              </li>
            ))}
            <li>
              <Link to={localized(paths.pricing)} className={linkClass}>
                <FormattedMessage id="common.footer.pricingGuide" />
              </Link>
            </li>
          </FooterColumn>

          <FooterColumn title={intl.formatMessage({ id: 'common.footer.serviceAreas' })}>
            {footerCountyLinks.map((county) => (
              <li key={county.slug}>
                <Link to={localized(paths.county(county.slug))} className={linkClass}>
                  {intl.formatMessage({ id: county.nameId })}
                </Link>
              </li>
            ))}
          </FooterColumn>

          <FooterColumn title={intl.formatMessage({ id: 'common.footer.importantInfo' })}>
            {IMPORTANT_INFO.map((label) => (
              <li key={label}>{intl.formatMessage({ id: label })}</li>
            ))}
            <li>
              <Link to={paths.providersJoin} className={linkClass}>
                <FormattedMessage id="site.joinLink" />
              </Link>
            </li>
          </FooterColumn>
        </div>

        <p className="mt-10 flex items-start gap-3 rounded-lg border border-red-300/40 bg-red-950/40 p-4 text-sm text-red-50">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-300" />
          <span>
            <FormattedMessage
              id="common.footer.emergency"
              values={{ strong: (chunks: ReactNode[]) => <strong className="font-semibold text-white">{chunks}</strong> }}
            />
          </span>
        </p>

        <p className="mt-8 border-t border-white/15 pt-6 text-sm text-slate-400">
          <FormattedMessage id="common.footer.copyright" />
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
