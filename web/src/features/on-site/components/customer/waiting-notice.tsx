import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/messages';

/** Replaces the Keep Waiting button once the customer chose to wait; it takes the focus the pressed button had. */
export function WaitingNotice({ takeFocus, message }: { takeFocus: boolean; message: MessageId }) {
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={ref} tabIndex={-1} role="status" className="rounded-xl bg-slate-100 p-4 text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700">
      {intl.formatMessage({ id: message })}
    </p>
  );
}
