import { SignOutButton, useAdminSession } from '@/features/admin-auth';

export function AdminDashboardPage() {
  const { data: session } = useAdminSession();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Admin Dashboard | DFW Roadside Assistance</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          {session && <p className="mt-1 text-sm text-slate-600">Signed in as {session.email}</p>}
        </div>
        <SignOutButton />
      </div>
    </div>
  );
}
