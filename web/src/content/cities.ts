import type { ContentMessageId } from './content-messages';
import { toSlug } from './slug';

export type City = {
  /** The city's name, the same in every language. */
  name: string;
  slug: string;
  /** The county that holds most of the city; its page lists the city. */
  countySlug: string;
  /** Neighbourhoods and landmarks a driver would name when saying where they are. */
  placeIds: readonly ContentMessageId[];
  /** Highway names and numbers, the same in every language. */
  highways: readonly string[];
  /** Two or three sentences for a driver stranded in this city. */
  introId: ContentMessageId;
};

type CityContent = Omit<City, 'slug'>;

const CITY_CONTENT: readonly CityContent[] = [
  {
    name: 'Dallas',
    countySlug: 'dallas-county',
    placeIds: [
      'content.place.downtownDallasArtsDistrict',
      'content.place.deepEllum',
      'content.place.uptown',
      'content.place.bishopArtsDistrict',
      'content.place.fairPark',
      'content.place.whiteRockLake',
      'content.place.dallasLoveField',
    ],
    highways: ['I-35E', 'I-30', 'I-45', 'I-20', 'I-635 (LBJ Freeway)', 'US-75 (Central Expressway)', 'Dallas North Tollway'],
    introId: 'content.city.dallas.intro',
  },
  {
    name: 'Fort Worth',
    countySlug: 'tarrant-county',
    placeIds: [
      'content.place.fortWorthStockyards',
      'content.place.sundanceSquare',
      'content.place.culturalDistrict',
      'content.place.nearSouthside',
      'content.place.tcu',
      'content.place.alliance',
    ],
    highways: ['I-35W', 'I-30', 'I-20', 'I-820 (Loop 820)', 'SH-121 (Chisholm Trail Parkway)', 'SH-114', 'US-287'],
    introId: 'content.city.fortWorth.intro',
  },
  {
    name: 'Arlington',
    countySlug: 'tarrant-county',
    placeIds: [
      'content.place.entertainmentDistrict',
      'content.place.attStadium',
      'content.place.globeLifeField',
      'content.place.sixFlags',
      'content.place.utArlington',
      'content.place.downtownArlington',
    ],
    highways: ['I-30', 'I-20', 'SH-360', 'SH-303 (Pioneer Parkway)'],
    introId: 'content.city.arlington.intro',
  },
  {
    name: 'Plano',
    countySlug: 'collin-county',
    placeIds: [
      'content.place.legacyWest',
      'content.place.downtownPlano',
      'content.place.shopsAtWillowBend',
      'content.place.arborHillsNaturePreserve',
      'content.place.collinCreek',
    ],
    highways: ['US-75 (Central Expressway)', 'Dallas North Tollway', 'President George Bush Turnpike', 'SH-121 (Sam Rayburn Tollway)'],
    introId: 'content.city.plano.intro',
  },
  {
    name: 'Irving',
    countySlug: 'dallas-county',
    placeIds: [
      'content.place.lasColinas',
      'content.place.mandalayCanal',
      'content.place.toyotaMusicFactory',
      'content.place.irvingConventionCenter',
      'content.place.valleyRanch',
      'content.place.nearDfwAirport',
    ],
    highways: ['SH-114 (John Carpenter Freeway)', 'SH-183 (Airport Freeway)', 'President George Bush Turnpike', 'Loop 12', 'I-635'],
    introId: 'content.city.irving.intro',
  },
  {
    name: 'Garland',
    countySlug: 'dallas-county',
    placeIds: [
      'content.place.downtownGarlandSquare',
      'content.place.firewheelTownCenter',
      'content.place.lakeRayHubbard',
      'content.place.springCreekForestPreserve',
    ],
    highways: ['I-635 (LBJ Freeway)', 'I-30', 'President George Bush Turnpike', 'SH-78'],
    introId: 'content.city.garland.intro',
  },
  {
    name: 'Frisco',
    countySlug: 'collin-county',
    placeIds: [
      'content.place.theStar',
      'content.place.toyotaStadium',
      'content.place.stonebriarCentre',
      'content.place.friscoSquare',
      'content.place.pgaFrisco',
    ],
    highways: ['Dallas North Tollway', 'SH-121 (Sam Rayburn Tollway)', 'US-380', 'SH-289 (Preston Road)'],
    introId: 'content.city.frisco.intro',
  },
  {
    name: 'McKinney',
    countySlug: 'collin-county',
    placeIds: [
      'content.place.historicDowntownMckinney',
      'content.place.craigRanch',
      'content.place.towneLakePark',
      'content.place.heardNaturalScienceMuseum',
      'content.place.mckinneyNationalAirport',
    ],
    highways: ['US-75 (Central Expressway)', 'US-380', 'SH-121 (Sam Rayburn Tollway)', 'SH-5'],
    introId: 'content.city.mckinney.intro',
  },
  {
    name: 'Mesquite',
    countySlug: 'dallas-county',
    placeIds: [
      'content.place.townEastMall',
      'content.place.mesquiteArena',
      'content.place.downtownMesquite',
      'content.place.dallasCollegeEastfield',
    ],
    highways: ['I-635 (LBJ Freeway)', 'I-30', 'I-20', 'US-80'],
    introId: 'content.city.mesquite.intro',
  },
  {
    name: 'Carrollton',
    countySlug: 'dallas-county',
    placeIds: [
      'content.place.downtownCarrolltonSquare',
      'content.place.trinityMills',
      'content.place.oldDentonRoadShops',
      'content.place.hebron',
    ],
    highways: ['I-35E (Stemmons Freeway)', 'President George Bush Turnpike (SH-190)'],
    introId: 'content.city.carrollton.intro',
  },
  {
    name: 'Denton',
    countySlug: 'denton-county',
    placeIds: [
      'content.place.dentonCourthouseSquare',
      'content.place.universityOfNorthTexas',
      'content.place.texasWomansUniversity',
      'content.place.rayzorRanch',
      'content.place.lewisvilleLake',
    ],
    highways: ['I-35E', 'I-35W', 'I-35', 'US-380', 'US-77', 'Loop 288'],
    introId: 'content.city.denton.intro',
  },
  {
    name: 'Richardson',
    countySlug: 'dallas-county',
    placeIds: [
      'content.place.utDallas',
      'content.place.telecomCorridor',
      'content.place.cityline',
      'content.place.richardsonHeights',
      'content.place.canyonCreek',
    ],
    highways: ['US-75 (Central Expressway)', 'President George Bush Turnpike'],
    introId: 'content.city.richardson.intro',
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
