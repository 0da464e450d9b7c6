import { mayUse } from '@domain/staff-roles';
import { NavLink } from 'react-router-dom';
import { useFactorSetUpNeeded, useStaffRole } from '@/features/admin-auth';
import { useUnreadTextCount } from '@/features/admin-messages';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { adminNavItems } from './admin-nav-items';

/**
 * The pages the role may use, and none while the person must first set up a second factor. From 640 px
 * up the links sit in the header row; below that they take rows of their own, three to a row with an
 * equal share of the width each, so a phone never has to squeeze them beside the brand and Sign Out,
 * nor scroll sideways when an owner has seven of them and an unread count.
 */
export function AdminNav() {
  const role = useStaffRole();
  // Held at their sign-in page until they set up a second factor: the desk's pages would refuse them.
  const gated = useFactorSetUpNeeded();
  const items = adminNavItems.filter((item) => role !== null && mayUse(role, item.access));
  // A viewer may not read the texts: their count is not asked for.
  const unread = useUnreadTextCount(!gated && role !== null && mayUse(role, 'desk'));
  if (gated) return null;
  return (
    <nav
      aria-label="Admin"
      className="order-last grid w-full grid-cols-3 border-t border-slate-200 sm:order-none sm:flex sm:w-auto sm:gap-1 sm:border-0"
    >
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          aria-description={item.to === paths.adminMessages && unread > 0 ? `${unread} unread texts` : undefined}
          className={({ isActive }) =>
            cn(
              'flex flex-1 items-center justify-center border-b-2 px-1 py-2.5 text-sm font-medium whitespace-nowrap transition-colors min-[400px]:px-2',
              // Below 1280 px an owner's seven links sit closer, so the header row still holds them at 1024 px.
              'sm:flex-none sm:rounded-lg sm:border-b-0 sm:py-2 xl:px-3',
              isActive
                ? 'border-brand-700 text-brand-800 sm:bg-brand-50'
                : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          {item.label}
          {item.to === paths.adminMessages && unread > 0 && (
            <span aria-hidden="true" className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white">
              {unread}
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
