import type { StaffDeviceView } from '@contracts/staff-views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/icons';
import { formatBusinessDateTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useSignOutDevice, useSignOutOtherDevices } from '../api/change-my-sign-in';
import { showRefusal } from './refusal';
import { Details, Section } from './section';

const HEADING_ID = 'my-devices';

const focusHeading = () => requestAnimationFrame(() => document.getElementById(HEADING_ID)?.focus());

/** The browsers signed in as this person now; any but this one can be signed out from here. */
export function DevicesSection({ devices }: { devices: readonly StaffDeviceView[] }) {
  const signOutOthers = useSignOutOtherDevices();
  const others = devices.filter((device) => !device.thisDevice).length;

  function signOutEverywhereElse() {
    signOutOthers.mutate(undefined, {
      onSuccess: () => {
        toast.success('Signed Out Everywhere Else', { description: 'Only this device is still signed in.' });
        focusHeading();
      },
      onError: (error) => showRefusal('Not Signed Out', error),
    });
  }

  return (
    <Section
      id={HEADING_ID}
      title="Signed-in devices"
      icon={<UsersIcon className="size-5 text-brand-700" />}
      actions={
        others > 0 && (
          <Button variant="outline" size="sm" disabled={signOutOthers.isPending} onClick={signOutEverywhereElse}>
            {signOutOthers.isPending ? 'Signing out...' : 'Sign Out Everywhere Else'}
          </Button>
        )
      }
    >
      <ul aria-label="Devices signed in as you" className="divide-y divide-slate-100">
        {devices.map((device) => (
          <DeviceRow key={device.id} device={device} />
        ))}
      </ul>
      {others === 0 && <p className="mt-3 text-sm text-slate-600">You are not signed in anywhere else.</p>}
    </Section>
  );
}

function DeviceRow({ device }: { device: StaffDeviceView }) {
  const signOut = useSignOutDevice();
  const started = formatBusinessDateTime(device.startedAt);

  function signItOut() {
    signOut.mutate(device.id, {
      onSuccess: () => {
        toast.success('Device Signed Out', { description: `${device.device} is signed out.` });
        focusHeading();
      },
      onError: (error) => showRefusal('Not Signed Out', error),
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
          {device.device}
          {device.thisDevice && <Badge tone="brand">This device</Badge>}
        </p>
        <Details>
          <span>{device.address ?? 'Address unknown'}</span>
          <span>Signed in {started}</span>
          <span>Last seen {formatBusinessDateTime(device.lastSeenAt)}</span>
        </Details>
      </div>
      {!device.thisDevice && (
        <Button variant="outline" size="sm" aria-label={`Sign out ${device.device}, signed in ${started}`} disabled={signOut.isPending} onClick={signItOut}>
          {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </Button>
      )}
    </li>
  );
}
