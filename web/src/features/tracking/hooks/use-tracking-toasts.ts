import type { CustomerRequestView } from '@contracts/request-views';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { LINK_EXPIRED_TOAST } from '../lib/link-expired-toast';
import { requestChangeToasts } from '../lib/status-toasts';

/** The tracking page's live toasts, in the reader's language. */
export function useTrackingToasts() {
  const intl = useIntl();

  /** Toasts for what changed between two versions of the request; nothing on the first load. */
  const announceRequestChanges = useCallback(
    (before: CustomerRequestView | undefined, after: CustomerRequestView) => {
      for (const { kind, title, description } of requestChangeToasts(before, after)) {
        toast[kind](intl.formatMessage({ id: title }), { description: intl.formatMessage({ id: description }) });
      }
    },
    [intl],
  );

  const showLinkExpired = useCallback(() => {
    toast.error(intl.formatMessage({ id: LINK_EXPIRED_TOAST.title }), {
      id: LINK_EXPIRED_TOAST.id,
      description: intl.formatMessage({ id: LINK_EXPIRED_TOAST.description }),
    });
  }, [intl]);

  return { announceRequestChanges, showLinkExpired };
}
