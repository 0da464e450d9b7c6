import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { useLocalizedPath } from '@/components/use-localized-path';
import { LanguageSwitch } from '@/i18n/language-switch';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { BrandLogo } from './brand-logo';
import { headerBarClasses, headerRowClasses } from './header-bar';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { useHeaderHeightVariable } from './use-header-height-variable';

export function Navbar() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const headerRef = useHeaderHeightVariable();
  return (
    <header ref={headerRef} className={headerBarClasses}>
      <div className={headerRowClasses}>
        <Link to={localized(paths.home)} className="rounded-lg">
          <BrandLogo />
        </Link>

        <nav aria-label={intl.formatMessage({ id: 'common.nav.mainLabel' })} className="hidden items-center gap-1 md:flex">
          <SupportPhoneLink className="mr-2 inline-flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50" />
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={localized(item.to)}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {intl.formatMessage({ id: item.label })}
            </NavLink>
          ))}
          <LanguageSwitch className="ml-1" />
          <Link to={paths.request} className={buttonClasses('accent', 'sm', 'ml-2')}>
            <FormattedMessage id="common.cta.getHelpNow" />
          </Link>
        </nav>

        <div className="flex items-center gap-1 md:hidden">
          <LanguageSwitch />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
