import type { InvitationPageView } from '@contracts/staff-views';
import { isAccountRole } from '@domain/business-accounts';
import { MEMBER_ROLE_LABELS } from '@domain/staff-roles';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { buttonClasses } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/spinner';
import { JoinDeskForm, useInvitationPage } from '@/features/staff';
import { ApiError, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';

/** The link's refusals, by status: not found, already used, expired or revoked. The words are the server's. */
const CLOSED_TITLES: Record<number, string> = { 404: 'Invitation Not Found', 409: 'Invitation Already Used', 410: 'Invitation Expired' };

/** A business account's person signs in to their account's portal, not the desk. */
const BUSINESS_SIGN_IN = '/business';

function SignInLink({ to = paths.adminLogin }: { to?: string }) {
  return (
    <Link to={to} className={buttonClasses('primary', 'md')}>
      Sign In
    </Link>
  );
}

/** Public: the texted link's code is its only key. The invitee chooses a password and sets up an authenticator app. */
export function AdminInvitePage() {
  const { code = '' } = useParams();
  const invitation = useInvitationPage(code);
  const [outcome, setOutcome] = useState<{ joined: true } | { closed: ApiError } | null>(null);
  // The same link, sent to a member who lost their password or app, sets both anew.
  const reset = invitation.data?.reset ?? false;
  const signInAt = invitation.data && isAccountRole(invitation.data.role) ? BUSINESS_SIGN_IN : paths.adminLogin;
  const closed = outcome && 'closed' in outcome ? outcome.closed : isApiError(invitation.error) && invitation.error.status in CLOSED_TITLES ? invitation.error : null;

  return (
    <div className="px-4 py-10 sm:py-16">
      <title>{reset ? 'New Sign-In | DFW Roadside Assistance' : 'Join the Dispatch Desk | DFW Roadside Assistance'}</title>
      {outcome && 'joined' in outcome ? (
        <PageState
          icon="success"
          title={reset ? 'Your new sign-in is ready.' : 'Your account is ready.'}
          description="Sign in with your email, your new password and a code from your authenticator app."
        >
          <SignInLink to={signInAt} />
        </PageState>
      ) : closed ? (
        <PageState title={CLOSED_TITLES[closed.status]} description={closed.message}>
          {closed.status === 409 && <SignInLink to={signInAt} />}
        </PageState>
      ) : invitation.data ? (
        <Invitation code={code} invitation={invitation.data} onJoined={() => setOutcome({ joined: true })} onClosed={(error) => setOutcome({ closed: error })} />
      ) : invitation.isError ? (
        <div className="mx-auto max-w-lg">
          <LoadError message="Failed to open the invitation" onRetry={() => invitation.refetch()} retrying={invitation.isFetching} />
        </div>
      ) : (
        <PageLoading label="Opening your invitation…" />
      )}
    </div>
  );
}

type InvitationProps = { code: string; invitation: InvitationPageView; onJoined: () => void; onClosed: (error: ApiError) => void };

function Invitation({ code, invitation, onJoined, onClosed }: InvitationProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {invitation.reset ? 'Set a new password and sign-in code' : isAccountRole(invitation.role) ? 'Set up your business account sign-in' : 'Join the dispatch desk'}
      </h1>
      <p className="mt-2 text-lg text-slate-800">
        {invitation.name}, {MEMBER_ROLE_LABELS[invitation.role]}
      </p>
      <p className="mt-1 mb-6 text-sm break-words text-slate-600">
        You will sign in as <strong className="font-semibold text-slate-900">{invitation.email}</strong>.
      </p>
      <JoinDeskForm code={code} invitation={invitation} onJoined={onJoined} onClosed={onClosed} />
    </div>
  );
}
