import { toSlug } from './slug';

export type City = {
  name: string;
  slug: string;
  /** The county that holds most of the city; its page lists the city. */
  countySlug: string;
  /** Neighbourhoods and landmarks a driver would name when saying where they are. */
  places: readonly string[];
  highways: readonly string[];
  /** Two or three sentences for a driver stranded in this city. */
  intro: string;
};

type CityContent = Omit<City, 'slug'>;

const CITY_CONTENT: readonly CityContent[] = [
  {
    name: 'Dallas',
    countySlug: 'dallas-county',
    places: ['Downtown and the Arts District', 'Deep Ellum', 'Uptown', 'Bishop Arts District', 'Fair Park', 'White Rock Lake', 'Dallas Love Field'],
    highways: ['I-35E', 'I-30', 'I-45', 'I-20', 'I-635 (LBJ Freeway)', 'US-75 (Central Expressway)', 'Dallas North Tollway'],
    intro:
      'Broke down on the Mixmaster, stuck in a Deep Ellum parking garage or stranded near Love Field? Tell us the cross street or the nearest exit and we will find a provider close to you. If you are on a freeway shoulder, stay buckled in with your hazard lights on while help is on the way.',
  },
  {
    name: 'Fort Worth',
    countySlug: 'tarrant-county',
    places: ['Fort Worth Stockyards', 'Sundance Square', 'Cultural District', 'Near Southside', 'TCU', 'Alliance'],
    highways: ['I-35W', 'I-30', 'I-20', 'I-820 (Loop 820)', 'SH-121 (Chisholm Trail Parkway)', 'SH-114', 'US-287'],
    intro:
      'From a dead battery after a night in the Stockyards to a flat on I-35W near Alliance, providers work all across Fort Worth. Loop 820 and I-30 carry heavy truck traffic, so give us the direction you were travelling and the nearest exit number. Semis and trailers are covered too, by heavy-duty wreckers.',
  },
  {
    name: 'Arlington',
    countySlug: 'tarrant-county',
    places: ['Entertainment District', 'AT&T Stadium', 'Globe Life Field', 'Six Flags Over Texas', 'UT Arlington', 'Downtown Arlington'],
    highways: ['I-30', 'I-20', 'SH-360', 'SH-303 (Pioneer Parkway)'],
    intro:
      'Game days and concerts fill the Entertainment District lots, and a car that will not start after the crowd leaves is a common call. Tell us which lot or gate you are parked near so the provider can find you quickly. On I-30 or SH-360, pull as far onto the shoulder as you safely can.',
  },
  {
    name: 'Plano',
    countySlug: 'collin-county',
    places: ['Legacy West', 'Downtown Plano', 'Shops at Willow Bend', 'Arbor Hills Nature Preserve', 'Collin Creek'],
    highways: ['US-75 (Central Expressway)', 'Dallas North Tollway', 'President George Bush Turnpike', 'SH-121 (Sam Rayburn Tollway)'],
    intro:
      'Locked out at Legacy West or out of gas on the Dallas North Tollway? Plano is crossed by three tolled highways, and a tollway shoulder is no place to wait long, so tell us the nearest exit and we will line up a provider. Office garages often have height limits, so let us know if you are parked in one.',
  },
  {
    name: 'Irving',
    countySlug: 'dallas-county',
    places: ['Las Colinas', 'Mandalay Canal', 'Toyota Music Factory', 'Irving Convention Center', 'Valley Ranch', 'near DFW International Airport'],
    highways: ['SH-114 (John Carpenter Freeway)', 'SH-183 (Airport Freeway)', 'President George Bush Turnpike', 'Loop 12', 'I-635'],
    intro:
      'Irving sits between DFW Airport and Love Field, so many calls come from drivers heading to a flight on SH-114 or SH-183. If you have a flight to catch, say so in your request so the dispatcher knows the clock you are on. Las Colinas office garages and hotel lots are easy for providers to reach once you name the building.',
  },
  {
    name: 'Garland',
    countySlug: 'dallas-county',
    places: ['Downtown Garland square', 'Firewheel Town Center', 'Lake Ray Hubbard', 'Spring Creek Forest Preserve'],
    highways: ['I-635 (LBJ Freeway)', 'I-30', 'President George Bush Turnpike', 'SH-78'],
    intro:
      'Stopped on the I-30 bridge over Lake Ray Hubbard or on I-635 through Garland? Stay in your vehicle with your seatbelt on, and call 911 if traffic puts you in danger. For a dead battery at Firewheel Town Center or a lockout in your own driveway, a provider comes to you.',
  },
  {
    name: 'Frisco',
    countySlug: 'collin-county',
    places: ['The Star', 'Toyota Stadium', 'Stonebriar Centre', 'Frisco Square', 'PGA Frisco'],
    highways: ['Dallas North Tollway', 'SH-121 (Sam Rayburn Tollway)', 'US-380', 'SH-289 (Preston Road)'],
    intro:
      'Frisco is still growing, and new roads and construction zones can confuse a map. Name the closest landmark, such as The Star, Stonebriar Centre or a Dallas North Tollway exit, and share your location from your phone when you request help. Flat tires from construction debris are among the jobs providers handle here.',
  },
  {
    name: 'McKinney',
    countySlug: 'collin-county',
    places: ['Historic Downtown McKinney', 'Craig Ranch', 'Towne Lake Park', 'Heard Natural Science Museum', 'McKinney National Airport'],
    highways: ['US-75 (Central Expressway)', 'US-380', 'SH-121 (Sam Rayburn Tollway)', 'SH-5'],
    intro:
      'On US-75 north of the Sam Rayburn Tollway or out on US-380 after dark, help can feel far away. Share your location from your phone when you request help, so the provider finds you on an unlit stretch. Around the historic square, tell us which street you are parked on.',
  },
  {
    name: 'Mesquite',
    countySlug: 'dallas-county',
    places: ['Town East Mall', 'Mesquite Arena', 'Downtown Mesquite', 'Dallas College Eastfield Campus'],
    highways: ['I-635 (LBJ Freeway)', 'I-30', 'I-20', 'US-80'],
    intro:
      'Mesquite is where I-635 meets I-30 and I-20, and those interchanges carry heavy freight traffic. If you stall on a ramp, keep your hazard lights on and stay belted in until the provider arrives. In the Town East Mall lot, tell us the nearest store entrance.',
  },
  {
    name: 'Carrollton',
    countySlug: 'dallas-county',
    places: ['Downtown Carrollton square', 'Trinity Mills', 'Old Denton Road shops', 'Hebron'],
    highways: ['I-35E (Stemmons Freeway)', 'President George Bush Turnpike (SH-190)'],
    intro:
      'Carrollton reaches into Dallas, Denton and Collin counties, and providers from across the area cover it. On I-35E near the Bush Turnpike interchange, give us the direction you were heading and the last exit you passed. In a shopping-centre lot on Old Denton Road, the store name is enough.',
  },
  {
    name: 'Denton',
    countySlug: 'denton-county',
    places: ['Denton County Courthouse square', 'University of North Texas', "Texas Woman's University", 'Rayzor Ranch', 'Lewisville Lake'],
    highways: ['I-35E', 'I-35W', 'I-35', 'US-380', 'US-77', 'Loop 288'],
    intro:
      'Denton is where I-35E and I-35W join into I-35, the road north to Oklahoma. Near UNT and TWU, a lockout or a dead battery in a campus lot is a quick job: tell us the lot or the building. On a rural stretch of US-380 or US-77, share your location from your phone so the provider can find you.',
  },
  {
    name: 'Richardson',
    countySlug: 'dallas-county',
    places: ['UT Dallas', 'Telecom Corridor', 'CityLine', 'Richardson Heights', 'Canyon Creek'],
    highways: ['US-75 (Central Expressway)', 'President George Bush Turnpike'],
    intro:
      'Richardson traffic funnels onto US-75 and the Bush Turnpike at rush hour, and a stall there backs up fast. If your car dies in the Telecom Corridor, CityLine or a UT Dallas lot, tell us the building or lot number. A provider can jump your battery or fit your spare where you are parked.',
  },
];

export const cities: readonly City[] = CITY_CONTENT.map((city) => ({ ...city, slug: toSlug(city.name) }));

const CITY_PAGE_SUFFIX = '-roadside-assistance';

/** Accepts the route's `{slug}-roadside-assistance`, a bare slug, or a city name as typed (`Fort Worth`). */
export function findCity(param: string | undefined): City | undefined {
  if (!param) return undefined;
  let slug = toSlug(param);
  if (slug.endsWith(CITY_PAGE_SUFFIX)) slug = slug.slice(0, -CITY_PAGE_SUFFIX.length);
  return cities.find((city) => city.slug === slug);
}

export function citiesInCounty(countySlug: string): readonly City[] {
  return cities.filter((city) => city.countySlug === countySlug);
}
