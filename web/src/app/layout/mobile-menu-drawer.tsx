import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { Drawer, DrawerContent } from '@/components/ui/drawer';
import { useLocalizedPath } from '@/components/use-localized-path';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { navItems } from './nav-items';

type MobileMenuDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> };

/** The small-screen menu: a bottom drawer titled Menu; choosing an item closes it (spec §2). */
export default function MobileMenuDrawer({ open, onOpenChange, returnFocusTo }: MobileMenuDrawerProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title={intl.formatMessage({ id: 'common.menu.title' })}
        closeLabel={intl.formatMessage({ id: 'common.menu.close' })}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <nav aria-label={intl.formatMessage({ id: 'common.menu.navLabel' })} className="flex flex-col gap-2">
          <SupportPhoneLink
            onClick={close}
            prefix={intl.formatMessage({ id: 'common.cta.callPrefix' })}
            className={buttonClasses('outline', 'lg', 'w-full text-brand-700')}
            iconClassName="size-5"
          />
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={localized(item.to)}
              end={item.end}
              onClick={close}
              className={({ isActive }) =>
                cn('rounded-lg px-4 py-3 text-base font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100')
              }
            >
              {intl.formatMessage({ id: item.label })}
            </NavLink>
          ))}
          <Link to={paths.request} onClick={close} className={buttonClasses('accent', 'lg', 'mt-2 w-full')}>
            <FormattedMessage id="common.cta.getHelpNow" />
          </Link>
        </nav>
      </DrawerContent>
    </Drawer>
  );
}
