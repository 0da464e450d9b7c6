import type { PhotoStage } from '@domain/job-photos';

/** The dispatcher's (English) words for a photo: the same as the shared catalogue's, which the other pages read. */
export const PHOTO_LABELS: Record<PhotoStage, string> = {
  pickup: 'Pickup photo',
  completion: 'Completion photo',
  extra: 'Extra charge photo',
  not_here: 'Photo of the pickup spot',
};
