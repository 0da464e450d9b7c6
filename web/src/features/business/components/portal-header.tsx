import type { PortalMeView } from '@contracts/account-views';
import { ACCOUNT_ROLE_LABELS } from '@domain/business-accounts';
import { Link, useLocation } from 'react-router-dom';
import { useHeaderHeightVariable } from '@/app/layout/use-header-height-variable';
import { TruckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { businessPaths } from '../business-paths';
import { PortalSignOutButton } from './portal-sign-out-button';

const NAV: readonly { label: string; to: string; adminsOnly: boolean }[] = [
  { label: 'Jobs', to: businessPaths.home, adminsOnly: false },
  { label: 'Invoices', to: businessPaths.invoices, adminsOnly: false },
  { label: 'Developers', to: businessPaths.developers, adminsOnly: true },
  { label: 'People', to: businessPaths.people, adminsOnly: true },
];

/** The account's name, the person's name and Sign Out; below, the pages their role may use (a row of its own on a phone). */
export function PortalHeader({ me }: { me: PortalMeView | null }) {
  const ref = useHeaderHeightVariable();
  const { pathname } = useLocation();
  // Jobs holds its own pages: the new job and each job's.
  const onJobs = pathname === businessPaths.home || pathname.startsWith(`${businessPaths.home}/jobs`);
  const items = NAV.filter((item) => me && (!item.adminsOnly || me.role === 'account_admin'));
  return (
    <header ref={ref} className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:flex-nowrap">
        <Link to={businessPaths.home} className="flex h-16 min-w-0 shrink items-center gap-2 rounded-lg">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-accent-400">
            <TruckIcon className="size-5" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block font-bold text-slate-900">DFW Roadside</span>
            <span className="block truncate text-xs font-medium text-slate-600">{me ? me.account.name : 'Business accounts'}</span>
          </span>
        </Link>
        {me && (
          <>
            <nav aria-label="Business" className="order-last flex w-full border-t border-slate-200 lg:order-none lg:w-auto lg:gap-1 lg:border-0">
              {items.map((item) => {
                const current = item.to === businessPaths.home ? onJobs : pathname === item.to;
                return (
                  <Link
                    key={item.to}
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex flex-1 items-center justify-center border-b-2 px-1 py-2.5 text-sm font-medium whitespace-nowrap transition-colors min-[400px]:px-2',
                      'lg:flex-none lg:rounded-lg lg:border-b-0 lg:px-3 lg:py-2',
                      current ? 'border-brand-700 text-brand-800 lg:bg-brand-50' : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    {item.label}
                  </Link>
                );
              })}
            </nav>
            {/* On a phone the person's name goes under Sign Out, within the brand's row. */}
            <div className="ml-auto flex shrink-0 flex-col-reverse items-end gap-0.5 py-1 sm:flex-row sm:items-center sm:gap-3">
              <span className="text-right leading-tight">
                <span className="block max-w-40 truncate text-xs font-medium text-slate-900 sm:max-w-48 sm:text-sm">{me.name}</span>
                <span className="block text-xs text-slate-600 max-sm:sr-only">{ACCOUNT_ROLE_LABELS[me.role]}</span>
              </span>
              <PortalSignOutButton className="max-sm:h-9 max-sm:px-3 max-sm:text-sm" />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
