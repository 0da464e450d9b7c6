import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { useAdminSession } from '@/features/admin-auth';
import { paths } from '@/lib/paths';
import { BrandLogo } from '../brand-logo';
import { useHeaderHeightVariable } from '../use-header-height-variable';

const SignedInControls = lazy(() => import('./signed-in-controls'));

/** The staff area's own header: nothing of the customer site, and nothing but the brand until signed in. */
export function AdminHeader() {
  const { data: session } = useAdminSession();
  const headerRef = useHeaderHeightVariable();

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 sm:flex-nowrap sm:gap-x-6 sm:px-6">
        <Link to={paths.admin} className="flex h-16 shrink-0 items-center gap-3 rounded-lg">
          <BrandLogo />
          {/* Below 360 px the brand and Sign Out need the badge's room to stay on one row. */}
          <Badge tone="brand" className="max-[359px]:hidden">
            Admin
          </Badge>
        </Link>
        {session && (
          <Suspense>
            <SignedInControls />
          </Suspense>
        )}
      </div>
    </header>
  );
}
