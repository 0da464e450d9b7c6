import type { PhotoStage } from '@domain/job-photos';
import type { MessageId } from '@/i18n/messages';

/** The stages a step of the job waits for; extra (proof of an extra charge) is taken in the extra charge's form. */
export type CameraStage = Exclude<PhotoStage, 'extra'>;

/** At the car the page photographs one stage: pickup on arrival, the finished work while it is under way. */
export function cameraStageOf(status: string): CameraStage | null {
  if (status === 'arrived') return 'pickup';
  if (status === 'in_progress') return 'completion';
  return null;
}

export const STAGE_HEADING_IDS: Record<PhotoStage, MessageId> = {
  pickup: 'provider.photos.pickup.heading',
  completion: 'provider.photos.completion.heading',
  extra: 'provider.photos.extra.heading',
  not_here: 'provider.photos.notHere.heading',
};

type CameraCopy = {
  /** What to photograph. */
  hint: MessageId;
  /** The camera button. */
  take: MessageId;
  /** Under the step button while the step still needs one. */
  needed: MessageId;
  /** The toast when the step was refused for want of one. */
  required: MessageId;
};

export const CAMERA_COPY: Record<CameraStage, CameraCopy> = {
  pickup: {
    hint: 'provider.photos.pickup.hint',
    take: 'provider.photos.pickup.take',
    needed: 'provider.photos.pickup.needed',
    required: 'provider.photos.pickup.required',
  },
  completion: {
    hint: 'provider.photos.completion.hint',
    take: 'provider.photos.completion.take',
    needed: 'provider.photos.completion.needed',
    required: 'provider.photos.completion.required',
  },
  not_here: {
    hint: 'provider.photos.notHere.hint',
    take: 'provider.photos.notHere.take',
    needed: 'provider.photos.notHere.needed',
    required: 'provider.photos.notHere.required',
  },
};

/** The camera button's words for each stage. */
export const CAMERA_TAKE_IDS: Record<PhotoStage, MessageId> = {
  pickup: CAMERA_COPY.pickup.take,
  completion: CAMERA_COPY.completion.take,
  extra: 'provider.extras.photo.take',
  not_here: CAMERA_COPY.not_here.take,
};

/** The camera inputs' ids: the step button's refusal sends focus to the one it needs. */
const CAMERA_INPUT_IDS: Record<PhotoStage, string> = {
  pickup: 'take-pickup-photos',
  completion: 'take-completion-photos',
  extra: 'take-extra-photo',
  not_here: 'take-not-here-photo',
};

export const cameraInputId = (stage: PhotoStage) => CAMERA_INPUT_IDS[stage];

export const cameraInput = (stage: PhotoStage): HTMLElement | null => document.getElementById(CAMERA_INPUT_IDS[stage]);
