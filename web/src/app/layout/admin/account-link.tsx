import { NavLink } from 'react-router-dom';
import { KeyIcon } from '@/components/ui/icons';
import { useAdminSession } from '@/features/admin-auth';
import { cn } from '@/lib/cn';
import { adminAccountPath } from './admin-page-paths';

/**
 * Every role's own sign-in page: under their name from 1024 px, a key between 640 and 1024 px where the
 * links share the row, and a small link under Sign Out on a phone, so the brand keeps its row.
 */
export function AccountLink() {
  const { data: session } = useAdminSession();
  return (
    <NavLink
      to={adminAccountPath}
      className={({ isActive }) =>
        cn(
          'flex items-center justify-center gap-2 rounded-lg transition-colors hover:bg-slate-100 max-sm:h-6 max-sm:px-1 sm:min-h-11 sm:min-w-11 sm:px-2',
          isActive ? 'text-brand-800' : 'text-slate-700',
        )
      }
    >
      <KeyIcon className="size-5 shrink-0 max-sm:hidden lg:hidden" />
      <span className="flex flex-col items-end leading-tight sm:max-lg:sr-only">
        {session && <span className="max-w-40 truncate text-sm font-medium text-slate-900 max-lg:hidden">{session.name}</span>}
        <span className="text-xs font-medium text-brand-700 underline underline-offset-2">My sign-in</span>
      </span>
    </NavLink>
  );
}
