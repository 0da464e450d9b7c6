export { createRequest, useCreateRequest } from './api/create-request';
export { reverseGeocode, reverseGeocodeQueryOptions, useReverseGeocode, type ReverseGeocodeResult } from './api/reverse-geocode';
export { RequestForm } from './components/request-form';
export { useCurrentLocation, type LocatedPlace } from './hooks/use-current-location';
