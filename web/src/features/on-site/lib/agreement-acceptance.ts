import { isRememberedOnDevice, rememberOnDevice } from '@/lib/device-memory';

/** Spec §4: the provider's agreement acceptance is remembered per job on the device. */
const storageKey = (jobId: string) => `provider-agreement:${jobId}`;

export const hasAcceptedAgreement = (jobId: string): boolean => isRememberedOnDevice(storageKey(jobId));

export const rememberAgreementAccepted = (jobId: string): void => rememberOnDevice(storageKey(jobId));

/** Declining gives the job back for good: the page says so again on this device, not that the job went to someone else. */
const declinedKey = (jobId: string) => `provider-agreement-declined:${jobId}`;

export const hasDeclinedAgreement = (jobId: string): boolean => isRememberedOnDevice(declinedKey(jobId));

export const rememberAgreementDeclined = (jobId: string): void => rememberOnDevice(declinedKey(jobId));
