import { toast } from '@/lib/toast';
import { useCan } from '@/features/admin-auth';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDispatchSettings, useSaveDispatchSettings } from '../../api/dispatch-settings';
import { ToggleSwitch } from './toggle-switch';

/** The global switch: when on, every request starts auto-dispatch the moment its deposit is paid. */
export function AutoDispatchSetting({ className }: { className?: string }) {
  const settings = useDispatchSettings();
  const save = useSaveDispatchSettings();
  const mayChange = useCan('desk');
  const on = save.isPending ? save.variables.autoDispatchAll : (settings.data?.autoDispatchAll ?? false);

  function change(autoDispatchAll: boolean) {
    save.mutate(
      { autoDispatchAll },
      {
        onSuccess: () =>
          toast.success(autoDispatchAll ? 'Auto-dispatch On' : 'Auto-dispatch Off', {
            description: autoDispatchAll ? 'Every paid request is now offered to providers automatically.' : 'Paid requests wait for you to offer or assign them.',
          }),
        onError: (error) => {
          if (!isApiError(error, 401)) toast.error('Setting Not Saved', { description: isApiError(error) ? error.message : 'Please try again.' });
        },
      },
    );
  }

  return (
    <div className={cn('rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4', className)}>
      <ToggleSwitch
        label="Auto-dispatch every paid request"
        description={
          settings.isError
            ? 'The setting could not be loaded; reload the page to try again.'
            : mayChange
              ? 'When a deposit is paid, the best provider gets a timed offer, then the next each time one goes unanswered.'
              : 'When a deposit is paid, the best provider gets a timed offer. Owners and dispatchers switch it.'
        }
        checked={on}
        disabled={!settings.data || !mayChange}
        pending={save.isPending}
        pendingLabel="Saving…"
        onChange={change}
      />
    </div>
  );
}
