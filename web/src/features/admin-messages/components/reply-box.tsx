import { MAX_REPLY_LENGTH } from '@contracts/conversation-views';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useSendReply } from '../api/send-reply';

/** The dispatcher's reply, queued through the outbox like every other text. */
export function ReplyBox({ phone, optedOut }: { phone: string; optedOut: boolean }) {
  const id = useId();
  const [body, setBody] = useState('');
  const send = useSendReply(phone);
  const length = body.length;
  const tooLong = length > MAX_REPLY_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || tooLong || send.isPending) return;
    send.mutate(body, {
      onSuccess: () => {
        setBody('');
        toast.success('Reply Sent');
      },
      onError: (error) => {
        if (isApiError(error, 401)) return;
        toast.error('Error', { description: isApiError(error) ? error.message : 'Failed to send the reply. Please try again.' });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-4">
      <Label htmlFor={id}>Reply</Label>
      {optedOut && <p className="text-sm font-medium text-amber-900">This number has opted out of texts.</p>}
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
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
        <Button type="submit" disabled={optedOut || !body.trim() || tooLong || send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
