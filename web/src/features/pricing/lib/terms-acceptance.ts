import { isRememberedOnDevice, rememberOnDevice } from '@/lib/device-memory';

/** Spec §4: the customer's terms acceptance is remembered per request on the device. */
const storageKey = (requestId: string) => `terms-accepted:${requestId}`;

export const hasAcceptedTerms = (requestId: string): boolean => isRememberedOnDevice(storageKey(requestId));

export const rememberTermsAccepted = (requestId: string): void => rememberOnDevice(storageKey(requestId));
