import { isRememberedOnDevice, rememberOnDevice } from '@/lib/device-memory';

/** Spec §4: the provider's agreement acceptance is remembered per job on the device. */
const storageKey = (jobId: string) => `provider-agreement:${jobId}`;

export const hasAcceptedAgreement = (jobId: string): boolean => isRememberedOnDevice(storageKey(jobId));

export const rememberAgreementAccepted = (jobId: string): void => rememberOnDevice(storageKey(jobId));
