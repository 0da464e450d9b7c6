import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CloseIcon, RefreshIcon } from '@/components/ui/icons';
import { useErrorText } from '@/i18n/use-error-text';
import { uploadProgress, type PhotoUpload, type PhotoUploads } from '../../hooks/use-photo-uploads';

type PhotoUploadListProps = {
  uploads: PhotoUploads;
  /** Where focus goes when a dismissed failure takes its buttons away. */
  onDismissed: () => void;
};

/** The photos on their way: where the round stands, each photo's progress, and each failure with its reason. */
export function PhotoUploadList({ uploads, onDismissed }: PhotoUploadListProps) {
  const intl = useIntl();
  const progress = uploadProgress(uploads.uploads);
  let line = '';
  if (progress) line = intl.formatMessage({ id: 'provider.photos.uploading' }, { current: progress.current, total: progress.total });
  else if (uploads.uploadedCount > 0) line = intl.formatMessage({ id: 'provider.photos.uploaded' }, { count: uploads.uploadedCount });

  return (
    <div className="space-y-2">
      {/* Always in the page, so screen readers hear each change of the line. */}
      <p role="status" className="text-base font-medium text-slate-900 empty:hidden">
        {line}
      </p>
      {uploads.uploads.length > 0 && (
        <ul className="space-y-2">
          {uploads.uploads.map((upload, index) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              number={index + 1}
              onRetry={uploads.retry}
              onDismiss={(key) => {
                uploads.dismiss(key);
                onDismissed();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type UploadRowProps = {
  upload: PhotoUpload;
  number: number;
  onRetry: (key: number) => void;
  onDismiss: (key: number) => void;
};

function UploadRow({ upload, number, onRetry, onDismiss }: UploadRowProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const labelId = useId();
  const labelRef = useRef<HTMLParagraphElement>(null);
  // A HEIC photo the browser cannot draw has no preview; the row says the rest.
  const [previewShown, setPreviewShown] = useState(true);
  const failed = upload.state === 'failed';
  const percent = Math.round(upload.sent * 100);

  return (
    <li className={failed ? 'rounded-lg border border-red-300 bg-red-50 p-3' : 'rounded-lg border border-slate-200 bg-slate-50 p-3'}>
      <div className="flex items-start gap-3">
        {previewShown && (
          <img src={upload.preview} alt="" onError={() => setPreviewShown(false)} className="size-14 shrink-0 rounded-md object-cover ring-1 ring-slate-200" />
        )}
        <div className="min-w-0 flex-1 space-y-1.5">
          {/* Focus waits here while a retried photo goes again, since its buttons go away. */}
          <p id={labelId} ref={labelRef} tabIndex={-1} className="font-semibold text-slate-900">
            {intl.formatMessage({ id: 'provider.photos.item' }, { number })}
          </p>
          {upload.state === 'waiting' && <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'provider.photos.waiting' })}</p>}
          {(upload.state === 'sending' || upload.state === 'retrying' || upload.state === 'done') && (
            <>
              <div
                role="progressbar"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
              </div>
              <p className="text-sm text-slate-700">
                {upload.state === 'retrying'
                  ? intl.formatMessage({ id: 'provider.photos.retrying' })
                  : upload.state === 'done'
                    ? intl.formatMessage({ id: 'provider.photos.done' })
                    : intl.formatMessage({ id: 'provider.photos.sending' }, { sent: upload.sent })}
              </p>
            </>
          )}
          {failed && (
            <p role="alert" className="text-sm font-medium text-red-900">
              {errorText(upload.error, intl.formatMessage({ id: 'provider.photos.uploadFailed' }))}
            </p>
          )}
        </div>
      </div>
      {failed && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="md"
            aria-describedby={labelId}
            onClick={() => {
              onRetry(upload.key);
              labelRef.current?.focus();
            }}
          >
            <RefreshIcon className="size-4" />
            {intl.formatMessage({ id: 'provider.photos.retry' })}
          </Button>
          <Button size="md" variant="outline" aria-describedby={labelId} onClick={() => onDismiss(upload.key)}>
            <CloseIcon className="size-4" />
            {intl.formatMessage({ id: 'provider.photos.dismiss' })}
          </Button>
        </div>
      )}
    </li>
  );
}
