import { greatCircleMiles } from '../../../domain/geo';
import type { CompleteIntake, IntakeConversation, IntakePlace } from '../../../domain/sms-intake';
import type { CreationPlan } from '../../request-core';

const pointOf = (place: IntakePlace | undefined) => (place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null);

/** The request a finished conversation becomes: the same columns the web form fills, from the driver's answers. */
export function requestFieldsOf(phone: string, conversation: IntakeConversation, answers: CompleteIntake, trackingCode: string): CreationPlan['fields'] {
  const { serviceType, location, destination, vehicle, vehicleType } = answers;
  const pickup = pointOf(location);
  const dropOff = pointOf(destination);
  return {
    status: 'pending_admin_review',
    requestType: 'sms',
    customerTrackingId: trackingCode,
    phone,
    email: null,
    language: conversation.language,
    textOnly: conversation.textOnly,
    vehicleYear: vehicle.year,
    vehicleMake: vehicle.make,
    vehicleModel: vehicle.model,
    vehiclePlate: null,
    vehicleType,
    serviceType,
    serviceDescription: null,
    locationAddress: location.address,
    destinationAddress: destination?.address ?? null,
    useGps: location.fromGps === true && pickup !== null,
    customerLat: pickup?.lat ?? null,
    customerLng: pickup?.lng ?? null,
    destinationLat: dropOff?.lat ?? null,
    destinationLng: dropOff?.lng ?? null,
    estimatedDistance: pickup && dropOff ? Math.round(greatCircleMiles(pickup, dropOff) * 10) / 10 : null,
  };
}
