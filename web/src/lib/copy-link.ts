import { toast } from '@/lib/toast';

const COPY_FAILED = { title: 'Error', description: 'Failed to copy to clipboard' } as const;

/** Copies a link with the spec's toasts; the clipboard is refused on insecure origins and without permission. */
export async function copyLink(url: string, what = 'The link'): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast.success('Link Copied', { description: `${what} is on your clipboard.` });
    return true;
  } catch {
    toast.error(COPY_FAILED.title, { description: COPY_FAILED.description });
    return false;
  }
}
