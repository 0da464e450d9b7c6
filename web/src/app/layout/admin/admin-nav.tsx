import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { adminNavItems } from './admin-nav-items';

/**
 * From 640 px up the links sit in the header row; below that they take a row of their own, half the
 * width each, so a phone never has to squeeze them beside the brand and Sign Out.
 */
export function AdminNav() {
  return (
    <nav
      aria-label="Admin"
      className="order-last flex w-full border-t border-slate-200 sm:order-none sm:w-auto sm:gap-1 sm:border-0"
    >
      {adminNavItems.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          className={({ isActive }) =>
            cn(
              'flex flex-1 items-center justify-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              'sm:flex-none sm:rounded-lg sm:border-b-0 sm:py-2',
              isActive
                ? 'border-brand-700 text-brand-800 sm:bg-brand-50'
                : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
