import type { PhotoView } from '@contracts/provider-views';
import type { PhotoStage } from '@domain/job-photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { SIGNED_LINK_LIST_TIMING } from '@/lib/signed-link-lists';
import { postFormWithProgress } from '@/lib/upload-form';
import { jobPath } from './get-provider-job';
import { providerJobKeys } from './provider-job-keys';

/** Photos are taken at the car, and shown until the job link closes. */
const PHOTO_STATUSES: readonly string[] = ['arrived', 'in_progress', 'completed'];
export const jobHasPhotos = (status: string) => PHOTO_STATUSES.includes(status);

export const jobPhotosQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: providerJobKeys.photos(jobId),
    queryFn: ({ signal }) => apiClient.get<PhotoView[]>(`${jobPath(jobId)}/photos`, { signal }),
    ...SIGNED_LINK_LIST_TIMING,
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.isClientError),
  });

export const useJobPhotos = (jobId: string, status: string) => useQuery({ ...jobPhotosQueryOptions(jobId), enabled: jobHasPhotos(status) });

type UploadOptions = { onProgress?: (sent: number) => void; signal?: AbortSignal };

export function uploadJobPhoto(jobId: string, stage: PhotoStage, photo: Blob, fileName: string, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('stage', stage);
  form.append('photo', photo, fileName);
  return postFormWithProgress<PhotoView>(`${jobPath(jobId)}/photos`, form, options);
}

/** How many photos of each stage the list holds, as the step rules count them. */
export function photoCounts(photos: readonly PhotoView[]): Record<PhotoStage, number> {
  const counts: Record<PhotoStage, number> = { pickup: 0, completion: 0, extra: 0, not_here: 0 };
  for (const photo of photos) counts[photo.stage] += 1;
  return counts;
}
