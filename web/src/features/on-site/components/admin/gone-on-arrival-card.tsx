import type { AdminRequestView } from '@contracts/request-views';
import { useState } from 'react';
import { PhotoGrid, PhotoThumbnail } from '@/components/photo-thumbnail';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MapPinIcon } from '@/components/ui/icons';
import { isApiError, UNREACHABLE_MESSAGE } from '@/lib/api-client';
import { formatClockTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useBeforeDeadline } from '@/lib/use-before-deadline';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useConfirmGoneOnArrival } from '../../api/confirm-gone-on-arrival';
import { useAdminRequestPhotos } from '../../api/get-request-photos';

/**
 * The provider's 'Customer Not Here' with its proof (the distance by GPS, the wait, the photo of the
 * spot), and 'Confirm Gone on Arrival' once the customer let their 10 minutes pass without a HERE.
 */
export function GoneOnArrivalCard({ request, mayAct }: { request: AdminRequestView; mayAct: boolean }) {
  const notHere = request.notHere;
  const photos = useAdminRequestPhotos(request.id);
  const onBroken = useExpiredLinkRefetch(photos.refetch);
  const confirm = useConfirmGoneOnArrival(request.id);
  const [confirming, setConfirming] = useState(false);
  const replyOpen = useBeforeDeadline(notHere?.replyBy);
  if (!notHere) return null;
  const photo = photos.data?.find((candidate) => candidate.id === notHere.photoId) ?? null;

  async function close() {
    try {
      await confirm.mutateAsync();
      setConfirming(false);
      toast.success('Closed as Gone on Arrival', { description: 'The deposit is kept as the fee, the provider is credited and the customer is texted a receipt.' });
    } catch (error) {
      setConfirming(false);
      toast.error('Not closed', { description: isApiError(error) ? error.message : UNREACHABLE_MESSAGE });
    }
  }

  return (
    <CardSection title="Customer Not Here" icon={<MapPinIcon className="size-5 text-amber-700" />}>
      <div className="space-y-3 text-sm text-slate-800">
        <p role="status" className="text-base">
          {notHere.customerHere
            ? 'The customer replied HERE: they say they are at the pickup.'
            : `Reported at ${formatClockTime(notHere.reportedAt)}${notHere.meters !== null ? `, ${notHere.meters} m from the pickup by GPS` : ''}${notHere.waitedMinutes !== null ? `, after waiting ${notHere.waitedMinutes} minutes` : ''}.`}
        </p>
        {!notHere.customerHere && (
          <p>{replyOpen ? `The customer has until ${formatClockTime(notHere.replyBy)} to reply HERE.` : `No reply by ${formatClockTime(notHere.replyBy)}.`}</p>
        )}
        {photo && (
          <PhotoGrid>
            <PhotoThumbnail photo={photo} alt={`Photo of the pickup spot taken at ${formatClockTime(photo.takenAt)}`} newTabNote="(opens in a new tab)" onBroken={onBroken} />
          </PhotoGrid>
        )}
        {mayAct && !notHere.customerHere && (
          <>
            <Button disabled={replyOpen || confirm.isPending} onClick={() => setConfirming(true)}>
              Confirm Gone on Arrival
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Close as gone on arrival?"
              description="The request is cancelled with the deposit kept as the cancellation fee, the provider is credited their trip fee, and the customer is texted a receipt."
              confirmLabel="Confirm Gone on Arrival"
              pendingLabel="Closing..."
              cancelLabel="Go Back"
              destructive
              pending={confirm.isPending}
              onConfirm={() => void close()}
            />
          </>
        )}
      </div>
    </CardSection>
  );
}
