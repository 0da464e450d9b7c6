import type { StaffDeviceView, StaffMemberPageView } from '@contracts/staff-views';
import { MEMBER_ROLE_LABELS } from '@domain/staff-roles';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card';
import { DescriptionItem } from '@/components/ui/description-item';
import { ClockIcon, ShieldIcon, UsersIcon } from '@/components/ui/icons';
import { formatBusinessDateTime, formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { DeactivateButton, ReactivateButton, RoleSelect } from './member-controls';
import { SendResetLinkButton, SignOutEverywhereButton } from './member-page-controls';

const requestLabel = (requestId: string) => `Request ${requestId.slice(0, 8).toUpperCase()}`;

/** The owner's page of one member: who they are, how they sign in, where they are signed in and what they did last. */
export function StaffMemberDetails({ page }: { page: StaffMemberPageView }) {
  const { member } = page;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{member.name}</h1>
        <Badge tone="brand">{MEMBER_ROLE_LABELS[member.role]}</Badge>
        <Badge tone={member.active ? 'success' : 'neutral'}>{member.active ? 'Active' : 'Deactivated'}</Badge>
        {member.isYou && <Badge tone="info">You</Badge>}
      </div>
      {!member.isYou && (
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={`Actions for ${member.name}`}>
          <SendResetLinkButton member={member} />
          <SignOutEverywhereButton member={member} />
          {member.active ? <DeactivateButton member={member} size="md" /> : <ReactivateButton member={member} size="md" />}
        </div>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <CardSection title="Details" icon={<UsersIcon className="size-5 text-brand-700" />}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DescriptionItem term="Email">
              <span className="break-all">{member.email}</span>
            </DescriptionItem>
            <DescriptionItem term="Phone">
              {member.phone ? (
                <a href={`tel:${member.phone}`} className="text-brand-700 underline">
                  {formatPhone(member.phone)}
                </a>
              ) : (
                'None'
              )}
            </DescriptionItem>
            <DescriptionItem term="Status">{member.active ? 'Active' : 'Deactivated'}</DescriptionItem>
            <DescriptionItem term="On the staff since">{formatBusinessDateTime(member.createdAt)}</DescriptionItem>
          </dl>
          <div className="mt-4 max-w-xs">
            <p className="mb-1.5 text-sm text-slate-600">Role</p>
            <RoleSelect member={member} />
          </div>
        </CardSection>
        <CardSection title="Second factors" icon={<ShieldIcon className="size-5 text-brand-700" />}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DescriptionItem term="Passkeys">{page.passkeys}</DescriptionItem>
            <DescriptionItem term="Authenticator app">{page.authenticatorApp ? 'Yes' : 'No'}</DescriptionItem>
          </dl>
        </CardSection>
        <CardSection title="Signed-in devices" icon={<UsersIcon className="size-5 text-brand-700" />}>
          <Devices devices={page.devices} />
        </CardSection>
        <CardSection title="Last actions" icon={<ClockIcon className="size-5 text-brand-700" />}>
          {page.actions.length === 0 ? (
            <p className="text-sm text-slate-600">No actions on requests yet.</p>
          ) : (
            <ol aria-label={`Last actions of ${member.name}`} className="divide-y divide-slate-100">
              {page.actions.map((action, index) => (
                <li key={`${action.requestId}-${action.createdAt}-${index}`} className="py-3 first:pt-0 last:pb-0">
                  <p className="text-slate-900">{action.action}</p>
                  <p className="mt-0.5 flex flex-wrap gap-x-4 text-sm text-slate-600">
                    <Link to={paths.adminRequest(action.requestId)} className="font-medium text-brand-700 underline">
                      {requestLabel(action.requestId)}
                    </Link>
                    <time dateTime={action.createdAt}>{formatBusinessDateTime(action.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </CardSection>
      </div>
    </>
  );
}

function Devices({ devices }: { devices: readonly StaffDeviceView[] }) {
  if (devices.length === 0) return <p className="text-sm text-slate-600">Not signed in anywhere.</p>;
  return (
    <ul aria-label="Devices signed in" className="divide-y divide-slate-100">
      {devices.map((device) => (
        <li key={device.id} className="py-3 first:pt-0 last:pb-0">
          <p className="font-semibold break-words text-slate-900">{device.device}</p>
          <DeviceDetails>
            <span>{device.address ?? 'Address unknown'}</span>
            <span>Signed in {formatBusinessDateTime(device.startedAt)}</span>
            <span>Last seen {formatBusinessDateTime(device.lastSeenAt)}</span>
          </DeviceDetails>
        </li>
      ))}
    </ul>
  );
}

function DeviceDetails({ children }: { children: ReactNode }) {
  return <p className="mt-0.5 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-4">{children}</p>;
}
