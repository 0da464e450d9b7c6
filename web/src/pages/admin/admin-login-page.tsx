import { Navigate, useLocation } from 'react-router-dom';
import { LockIcon } from '@/components/ui/icons';
import { PageLoading } from '@/components/ui/spinner';
import { SignInForm, useAdminSession } from '@/features/admin-auth';
import { readReturnTo } from './return-to';

export function AdminLoginPage() {
  const session = useAdminSession();
  const location = useLocation();

  if (session.isPending) return <PageLoading label="Checking your session…" />;
  if (session.data) return <Navigate to={readReturnTo(location.state)} replace />;

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <title>Admin Sign In | DFW Roadside Assistance</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LockIcon className="size-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to manage roadside requests.</p>
        </div>
        <SignInForm />
      </div>
    </div>
  );
}
