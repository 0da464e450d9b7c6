/** Photos the provider takes at the car: at pickup, at completion, as proof of an extra charge, and of the empty pickup spot. */
export const PHOTO_STAGES = ['pickup', 'completion', 'extra', 'not_here'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

/** Larger than this is refused before it is read (the page shrinks photos well below it). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** More pixels than this (40 megapixels; phone cameras write 12 by default) are refused from the image's header, before it is decoded. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Stored photos are re-encoded to fit within this many pixels a side. */
export const MAX_PHOTO_EDGE = 1600;

/** The formats phones send that are accepted as photos, by what their bytes say, never by the file name. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;

const TOWING_SERVICES = new Set(['Towing', 'Heavy Duty Towing', 'car_towing', 'semi_truck_towing']);

/**
 * The photo a step waits for: a towed vehicle is photographed at pickup before the service starts,
 * and every job at completion before it is completed. Null when the step needs none or has it.
 */
export function photoNeededFor(action: string, serviceType: string, taken: Readonly<Record<PhotoStage, number>>): PhotoStage | null {
  if (action === 'start_service' && TOWING_SERVICES.has(serviceType) && taken.pickup === 0) return 'pickup';
  if (action === 'complete_job' && taken.completion === 0) return 'completion';
  return null;
}
