import type { ContentMessageId } from './content-messages';
import { toSlug } from './slug';

export type County = {
  /** The name without "County" ('Dallas'), the same in every language: the messages that name the county in a sentence take it. */
  shortName: string;
  slug: string;
  /** The county's name as a label or link ('Dallas County', 'Condado de Dallas'). */
  nameId: ContentMessageId;
  /** Cities with their own page here, the county's main ones first. */
  citySlugs: readonly string[];
  /** Other communities in the county, named for drivers who know where they are but not the city line; the same in every language. */
  otherCommunities: readonly string[];
  /** Highway names and numbers, the same in every language. */
  highways: readonly string[];
  landmarkIds: readonly ContentMessageId[];
  introId: ContentMessageId;
};

export const counties: readonly County[] = [
  {
    shortName: 'Dallas',
    slug: 'dallas-county',
    nameId: 'site.county.dallas.name',
    citySlugs: ['dallas', 'irving', 'garland', 'mesquite', 'carrollton', 'richardson'],
    otherCommunities: ['Grand Prairie', 'Addison', 'DeSoto', 'Duncanville', 'Cedar Hill', 'Rowlett'],
    highways: ['I-35E', 'I-30', 'I-20', 'I-635', 'US-75', 'SH-114'],
    landmarkIds: [
      'content.place.reunionTower',
      'content.place.fairPark',
      'content.place.whiteRockLake',
      'content.place.dallasLoveField',
      'content.place.lasColinas',
      'content.place.highFiveInterchange',
    ],
    introId: 'content.county.dallas.intro',
  },
  {
    shortName: 'Tarrant',
    slug: 'tarrant-county',
    nameId: 'site.county.tarrant.name',
    citySlugs: ['fort-worth', 'arlington'],
    otherCommunities: ['Grapevine', 'Euless', 'Bedford', 'Hurst', 'North Richland Hills', 'Mansfield', 'Keller'],
    highways: ['I-35W', 'I-30', 'I-20', 'I-820', 'SH-114', 'SH-121', 'SH-360'],
    landmarkIds: [
      'content.place.fortWorthStockyards',
      'content.place.sundanceSquare',
      'content.place.attStadium',
      'content.place.globeLifeField',
      'content.place.sixFlags',
      'content.place.dfwAirport',
    ],
    introId: 'content.county.tarrant.intro',
  },
  {
    shortName: 'Collin',
    slug: 'collin-county',
    nameId: 'site.county.collin.name',
    citySlugs: ['plano', 'frisco', 'mckinney', 'richardson'],
    otherCommunities: ['Allen', 'Wylie', 'Prosper', 'Celina', 'Murphy', 'Lucas'],
    highways: ['US-75', 'SH-121', 'Dallas North Tollway', 'President George Bush Turnpike', 'US-380'],
    landmarkIds: [
      'content.place.legacyWest',
      'content.place.theStarInFrisco',
      'content.place.historicDowntownMckinney',
      'content.place.lavonLake',
      'content.place.allenPremiumOutlets',
    ],
    introId: 'content.county.collin.intro',
  },
  {
    shortName: 'Denton',
    slug: 'denton-county',
    nameId: 'site.county.denton.name',
    citySlugs: ['denton', 'frisco', 'carrollton'],
    otherCommunities: ['Lewisville', 'Flower Mound', 'Little Elm', 'The Colony', 'Corinth', 'Roanoke'],
    highways: ['I-35E', 'I-35W', 'I-35', 'SH-114', 'SH-121', 'US-380'],
    landmarkIds: [
      'content.place.dentonCourthouseSquare',
      'content.place.universityOfNorthTexas',
      'content.place.lewisvilleLake',
      'content.place.texasMotorSpeedway',
      'content.place.grapevineLake',
    ],
    introId: 'content.county.denton.intro',
  },
];

/** Spec §2: an unknown county name falls back to the first county. Accepts a slug or a name as typed. */
export function countyOrFirst(param: string | undefined): County {
  const slug = param ? toSlug(param) : '';
  return counties.find((county) => county.slug === slug || county.slug === `${slug}-county`) ?? counties[0];
}
