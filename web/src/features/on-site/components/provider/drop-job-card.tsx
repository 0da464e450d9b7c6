import type { ProviderJobView } from '@contracts/provider-views';
import { DROPPABLE_STATUSES, type DropReason } from '@domain/job-drop';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useDropJob } from '../../api/provider-job-actions';
import { DropJobDialog } from './drop-job-dialog';

/** Until arrival the job can be given back; no wider than it needs, so it is never mistaken for the next step. */
export function DropJobCard({ job, onDropped }: { job: ProviderJobView; onDropped: () => void }) {
  const intl = useIntl();
  const drop = useDropJob(job.jobId);
  const [open, setOpen] = useState(false);
  if (!(DROPPABLE_STATUSES as readonly string[]).includes(job.status)) return null;

  async function confirm(reason: DropReason, note: string) {
    await drop.mutateAsync({ reason, note: note.trim() || undefined });
    setOpen(false);
    onDropped();
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm">
      <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'provider.drop.prompt' })}</p>
      <Button variant="ghost" className="mt-2 text-red-700" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'provider.drop.button' })}
      </Button>
      <DropJobDialog open={open} onOpenChange={setOpen} pending={drop.isPending} onConfirm={confirm} />
    </div>
  );
}
