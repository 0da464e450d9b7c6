import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SkipLink } from '../skip-link';
import { AdminHeader } from './admin-header';

export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <AdminHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
