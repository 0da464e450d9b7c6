import type { PhotoView } from '@contracts/provider-views';
import type { PhotoStage } from '@domain/job-photos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { jobPhotosQueryOptions, uploadJobPhoto } from '../api/job-photos';
import { shrinkPhoto, type ShrunkPhoto } from '../lib/photo-shrink';
import { uploadRetryDelay } from '../lib/upload-retry';

export type UploadState = 'waiting' | 'sending' | 'retrying' | 'failed' | 'done';

export type PhotoUpload = {
  key: number;
  stage: PhotoStage;
  state: UploadState;
  /** Share of the photo sent, 0 to 1. */
  sent: number;
  /** Why it failed, while `state` is 'failed'. */
  error: unknown;
  /** A local link to the chosen file, for a small preview. */
  preview: string;
};

export type PhotoUploads = {
  uploads: readonly PhotoUpload[];
  /** How many photos the last finished round sent; 0 while one is under way. */
  uploadedCount: number;
  add: (files: readonly File[], stage: PhotoStage) => void;
  retry: (key: number) => void;
  dismiss: (key: number) => void;
};

const isBusy = (upload: PhotoUpload) => upload.state === 'waiting' || upload.state === 'sending' || upload.state === 'retrying';

/**
 * The photos chosen on the job page, shrunk and sent one at a time (a roadside connection is slow
 * enough for one). A lost connection is tried again by itself; a failure stays on the list with its
 * reason until it is retried or dismissed, and each photo sent joins the job's photo list at once
 * (and is handed to `onSent`: the extra charge's form sends its id with the charge).
 */
export function usePhotoUploads(jobId: string, onSent?: (photo: PhotoView) => void): PhotoUploads {
  const queryClient = useQueryClient();
  // The latest handler, read when a photo is through, without restarting the sending loop.
  const sentHandler = useRef(onSent);
  useEffect(() => {
    sentHandler.current = onSent;
  });
  // The queue lives in a ref, read by the sending loop, and is copied into state for the page.
  const queue = useRef<PhotoUpload[]>([]);
  const [uploads, setUploads] = useState<readonly PhotoUpload[]>([]);
  const [uploadedCount, setUploadedCount] = useState(0);
  const files = useRef(new Map<number, File>());
  const shrunk = useRef(new Map<number, ShrunkPhoto>());
  const nextKey = useRef(1);
  const sending = useRef(false);
  const lifetime = useRef<AbortController | null>(null);

  const update = useCallback((change: (current: PhotoUpload[]) => PhotoUpload[]) => {
    queue.current = change(queue.current);
    setUploads(queue.current);
  }, []);
  const patch = useCallback(
    (key: number, fields: Partial<PhotoUpload>) =>
      update((current) => current.map((upload) => (upload.key === key ? { ...upload, ...fields } : upload))),
    [update],
  );
  const forget = useCallback((keys: readonly number[]) => {
    for (const key of keys) {
      const upload = queue.current.find((item) => item.key === key);
      if (upload) URL.revokeObjectURL(upload.preview);
      files.current.delete(key);
      shrunk.current.delete(key);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    const previews = queue;
    return () => {
      controller.abort();
      for (const upload of previews.current) URL.revokeObjectURL(upload.preview);
    };
  }, []);

  const send = useCallback(
    async (upload: PhotoUpload, signal: AbortSignal) => {
      const { key, stage } = upload;
      patch(key, { state: 'sending', sent: 0, error: null });
      let photo = shrunk.current.get(key);
      if (!photo) {
        photo = await shrinkPhoto(files.current.get(key)!);
        shrunk.current.set(key, photo);
      }
      for (let failures = 0; ; ) {
        try {
          const view = await uploadJobPhoto(jobId, stage, photo.body, photo.name, { signal, onProgress: (sent) => patch(key, { sent }) });
          queryClient.setQueryData<PhotoView[]>(jobPhotosQueryOptions(jobId).queryKey, (list) =>
            list && !list.some((known) => known.id === view.id) ? [...list, view] : list,
          );
          patch(key, { state: 'done', sent: 1 });
          sentHandler.current?.(view);
          return;
        } catch (error) {
          if (signal.aborted) return;
          failures += 1;
          const delay = uploadRetryDelay(error, failures);
          if (delay === null) return patch(key, { state: 'failed', error });
          patch(key, { state: 'retrying', sent: 0 });
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (signal.aborted) return;
          patch(key, { state: 'sending' });
        }
      }
    },
    [jobId, patch, queryClient],
  );

  const sendAll = useCallback(async () => {
    const signal = lifetime.current?.signal;
    if (sending.current || !signal) return;
    sending.current = true;
    try {
      for (let next = queue.current.find((item) => item.state === 'waiting'); next; next = queue.current.find((item) => item.state === 'waiting')) {
        await send(next, signal);
        if (signal.aborted) return;
      }
    } finally {
      sending.current = false;
    }
    // The round is over: what went leaves the list (it shows among the photos), what failed stays.
    const done = queue.current.filter((item) => item.state === 'done').map((item) => item.key);
    if (done.length === 0) return;
    forget(done);
    update((current) => current.filter((item) => !done.includes(item.key)));
    setUploadedCount(done.length);
  }, [forget, send, update]);

  const add = useCallback(
    (chosen: readonly File[], stage: PhotoStage) => {
      const added = chosen.map((file): PhotoUpload => {
        const key = nextKey.current++;
        files.current.set(key, file);
        return { key, stage, state: 'waiting', sent: 0, error: null, preview: URL.createObjectURL(file) };
      });
      setUploadedCount(0);
      update((current) => [...current, ...added]);
      void sendAll();
    },
    [sendAll, update],
  );

  const retry = useCallback(
    (key: number) => {
      setUploadedCount(0);
      patch(key, { state: 'waiting', sent: 0, error: null });
      void sendAll();
    },
    [patch, sendAll],
  );

  const dismiss = useCallback(
    (key: number) => {
      forget([key]);
      update((current) => current.filter((item) => item.key !== key));
    },
    [forget, update],
  );

  return { uploads, uploadedCount, add, retry, dismiss };
}

/** Where a round stands: the photo being sent and of how many, counting those already through. */
export function uploadProgress(uploads: readonly PhotoUpload[]): { current: number; total: number } | null {
  if (!uploads.some(isBusy)) return null;
  const through = uploads.filter((upload) => upload.state === 'done' || upload.state === 'failed').length;
  return { current: Math.min(through + 1, uploads.length), total: uploads.length };
}
