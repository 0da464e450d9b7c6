import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LockIcon } from '@/components/ui/icons';
import { adminSessionQueryKey, SignInForm, type AdminSession } from '@/features/admin-auth';
import { businessKeys } from '../api/business-keys';

/**
 * The portal's people sign in with the desk's machinery: password, then the authenticator app's code.
 * The sign-in form puts who signed in into the desk's session query; the portal then asks who they are here.
 */
export function PortalSignIn() {
  const queryClient = useQueryClient();
  const signedIn = useQuery<AdminSession | null>({ queryKey: adminSessionQueryKey, queryFn: () => null, enabled: false }).data;

  useEffect(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: businessKeys.me });
  }, [signedIn, queryClient]);

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <title>Business Sign In | DFW Roadside Assistance</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LockIcon className="size-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">Business Sign In</h1>
          <p className="mt-1 text-sm text-slate-600">Send and follow your drivers’ jobs, and see your invoices.</p>
        </div>
        <SignInForm />
      </div>
    </div>
  );
}
