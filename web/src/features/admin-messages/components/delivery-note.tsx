import type { SmsMessageView } from '@contracts/request-views';

/** Attempts and the last error, the two things an operator needs when a text did not go out. */
export function DeliveryNote({ message }: { message: Pick<SmsMessageView, 'attempts' | 'lastError'> }) {
  return (
    <span className="text-sm text-slate-600">
      {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
      {message.lastError && <span className="mt-0.5 block break-words text-red-700">{message.lastError}</span>}
    </span>
  );
}
