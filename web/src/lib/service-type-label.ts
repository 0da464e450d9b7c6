export { PHONE_SERVICE_LABELS, serviceTypeLabel } from '@domain/request-intake';
