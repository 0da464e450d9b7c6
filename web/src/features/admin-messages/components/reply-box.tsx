import { MAX_REPLY_LENGTH } from '@contracts/conversation-views';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useSendReply } from '../api/send-reply';

/** A reply goes out when it has words and fits the contract's limit. */
const sendable = (reply: string) => reply.trim() !== '' && reply.length <= MAX_REPLY_LENGTH;

/** The dispatcher's reply, queued through the outbox like every other text. */
export function ReplyBox({ phone, optedOut }: { phone: string; optedOut: boolean }) {
  const id = useId();
  const { control, register, handleSubmit, reset } = useForm({ defaultValues: { body: '' } });
  const body = useWatch({ control, name: 'body' });
  const send = useSendReply(phone);
  const length = body.length;
  const tooLong = length > MAX_REPLY_LENGTH;

  // The send toasts its own failure, so the form starts it without waiting on it.
  const sendReply = handleSubmit(({ body: reply }) => {
    if (send.isPending) return;
    send.mutate(reply, {
      onSuccess: () => {
        reset();
        toast.success('Reply Sent');
      },
      onError: (error) => {
        if (isApiError(error, 401)) return;
        toast.error('Error', { description: isApiError(error) ? error.message : 'Failed to send the reply. Please try again.' });
      },
    });
  });

  return (
    <form onSubmit={(event) => void sendReply(event)} className="space-y-2 border-t border-slate-200 p-4">
      <Label htmlFor={id}>Reply</Label>
      {optedOut && <p className="text-sm font-medium text-amber-900">This number has opted out of texts.</p>}
      <Textarea
        id={id}
        {...register('body', { validate: sendable })}
        rows={3}
        disabled={optedOut}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        placeholder="Type a text to send…"
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-count`} className={tooLong ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'} aria-live="polite">
          {length}/{MAX_REPLY_LENGTH}
        </p>
        <Button type="submit" disabled={optedOut || !sendable(body) || send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
