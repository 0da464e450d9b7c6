import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { formatBusinessDateTime } from '@/lib/display-format';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { RECOVERY_CODES_ADVICE, RECOVERY_CODES_FILE_NAME, recoveryCodesList, recoveryCodesText } from '../lib/recovery-codes-file';

type RecoveryCodesOnceProps = { codes: readonly string[]; email: string; onSaved: () => void };

async function copyCodes(codes: readonly string[]) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(recoveryCodesList(codes));
    toast.success('Codes Copied', { description: 'Your recovery codes are on your clipboard.' });
  } catch {
    toast.error('Error', { description: 'Failed to copy to clipboard' });
  }
}

function downloadCodes(codes: readonly string[], email: string) {
  downloadFile(RECOVERY_CODES_FILE_NAME, recoveryCodesText(codes, email, formatBusinessDateTime(new Date().toISOString())), 'text/plain;charset=utf-8');
}

/** New recovery codes, shown this once: the server keeps only what checks them. Focus starts on its heading. */
export function RecoveryCodesOnce({ codes, email, onSaved }: RecoveryCodesOnceProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-5">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Your recovery codes
      </h2>
      <p className="mt-1 text-sm text-slate-800">{RECOVERY_CODES_ADVICE}</p>
      <p className="mt-1 text-sm font-medium text-amber-900">They are shown only this once.</p>
      <ol aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-white p-3 font-mono text-base text-slate-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copyCodes(codes)}>
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={() => downloadCodes(codes, email)}>
          Download
        </Button>
        <Button size="sm" onClick={onSaved}>
          I saved my codes
        </Button>
      </div>
    </section>
  );
}
