import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, KeyIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';

async function copySecret(secret: string, thing: string) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(secret);
    toast.success('Copied', { description: `The ${thing} is on your clipboard.` });
  } catch {
    toast.error('Error', { description: 'Failed to copy to clipboard' });
  }
}

type SecretOnceProps = {
  /** 'API key' or 'Signing secret': names the field. */
  what: string;
  /** What the sentences call it: 'key' or 'secret'. */
  thing: 'key' | 'secret';
  name: string;
  secret: string;
  onDone: () => void;
};

/** A secret the server answers once: shown whole with Copy, and a plain word that it will not be shown again. */
export function SecretOnce({ what, thing, name, secret, onDone }: SecretOnceProps) {
  const noteId = useId();
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <KeyIcon className="size-5 text-amber-800" />
        {what} for {name}
      </p>
      <p id={noteId} className="mt-1 flex items-start gap-2 text-sm font-medium text-amber-900">
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        You will not see this {thing} again. Copy it now and keep it somewhere safe.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={secret}
          aria-label={what}
          aria-describedby={noteId}
          className="h-10 min-w-0 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex shrink-0 gap-2">
          <Button size="sm" className="h-10 flex-1 sm:flex-none" onClick={() => void copySecret(secret, thing)}>
            Copy
          </Button>
          <Button size="sm" variant="outline" className="h-10 flex-1 sm:flex-none" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
