import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerTrigger } from '@/components/ui/drawer';
import { MenuIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { navItems } from './nav-items';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <DrawerTrigger aria-label="Open menu" className={buttonClasses('ghost', 'icon', 'md:hidden')}>
        <MenuIcon className="size-6" />
      </DrawerTrigger>
      <DrawerContent title="Menu" closeLabel="Close menu">
        <nav aria-label="Mobile" className="flex flex-col gap-2">
          <SupportPhoneLink
            onClick={close}
            prefix="Call"
            className={buttonClasses('outline', 'lg', 'w-full text-brand-700')}
            iconClassName="size-5"
          />
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={close}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-4 py-3 text-base font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          <Link to={paths.request} onClick={close} className={buttonClasses('accent', 'lg', 'mt-2 w-full')}>
            Get Help Now
          </Link>
        </nav>
      </DrawerContent>
    </Drawer>
  );
}
