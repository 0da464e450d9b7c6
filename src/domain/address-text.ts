/** The text an address field holds when only coordinates were shared (see `formatLatLngFallback`). */
const COORDINATES = /^\s*Lat:\s*-?\d/;
const HOUSE_NUMBER = /^\d+[A-Za-z]?(?:-\d+)?$/;
const LEADING_HOUSE_NUMBER = /^\d+[A-Za-z]?(?:-\d+)?\s+/;
// Parts of a full address that say nothing a driver needs in a text: state, ZIP, county, country.
const NOT_A_PLACE = [
  /^\d{5}(?:-\d{4})?$/,
  /^(?:TX|Texas)(?:\s+\d{5}(?:-\d{4})?)?$/i,
  /\bCounty$/i,
  /^(?:USA?|United States(?: of America)?)$/i,
];

export function isCoordinateText(address: string | null | undefined): boolean {
  return !!address && COORDINATES.test(address);
}

/**
 * The pickup as a text may name it before the provider has taken the job: the street and the city,
 * never the house number; null when the customer gave only coordinates (they stay on the page).
 */
export function streetAndCity(address: string | null | undefined): string | null {
  if (!address || isCoordinateText(address)) return null;
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !NOT_A_PLACE.some((pattern) => pattern.test(part)));
  // A geocoder writes the house number as a part of its own ("1234, Elm Street, ...").
  if (parts.length > 1 && HOUSE_NUMBER.test(parts[0])) parts.shift();
  if (parts.length === 0) return null;
  const street = parts[0].replace(LEADING_HOUSE_NUMBER, '');
  const city = parts.length > 1 ? parts[parts.length - 1] : null;
  return city ? `${street}, ${city}` : street;
}
