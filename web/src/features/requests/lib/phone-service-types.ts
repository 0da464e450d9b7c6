import { PHONE_SERVICE_TYPES } from '@domain/request-intake';
import { PHONE_SERVICE_LABELS } from '@/lib/service-type-label';

export const PHONE_SERVICE_OPTIONS = PHONE_SERVICE_TYPES.map((value) => ({ value, label: PHONE_SERVICE_LABELS[value] }));
