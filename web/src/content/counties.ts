import { toSlug } from './slug';

export type County = {
  name: string;
  slug: string;
  /** Cities with their own page here, the county's main ones first. */
  citySlugs: readonly string[];
  /** Other communities in the county, named for drivers who know where they are but not the city line. */
  otherCommunities: readonly string[];
  highways: readonly string[];
  landmarks: readonly string[];
  intro: string;
};

export const counties: readonly County[] = [
  {
    name: 'Dallas County',
    slug: 'dallas-county',
    citySlugs: ['dallas', 'irving', 'garland', 'mesquite', 'carrollton', 'richardson'],
    otherCommunities: ['Grand Prairie', 'Addison', 'DeSoto', 'Duncanville', 'Cedar Hill', 'Rowlett'],
    highways: ['I-35E', 'I-30', 'I-20', 'I-635', 'US-75', 'SH-114'],
    landmarks: ['Reunion Tower', 'Fair Park', 'White Rock Lake', 'Dallas Love Field', 'Las Colinas', 'The High Five interchange (I-635 and US-75)'],
    intro:
      'Dallas County is the busiest corner of the metro, with I-35E, I-30 and I-635 meeting in and around the city of Dallas. Providers cover downtown garages, suburban driveways and freeway shoulders across the county, day and night.',
  },
  {
    name: 'Tarrant County',
    slug: 'tarrant-county',
    citySlugs: ['fort-worth', 'arlington'],
    otherCommunities: ['Grapevine', 'Euless', 'Bedford', 'Hurst', 'North Richland Hills', 'Mansfield', 'Keller'],
    highways: ['I-35W', 'I-30', 'I-20', 'I-820', 'SH-114', 'SH-121', 'SH-360'],
    landmarks: ['Fort Worth Stockyards', 'Sundance Square', 'AT&T Stadium', 'Globe Life Field', 'Six Flags Over Texas', 'DFW International Airport'],
    intro:
      'Tarrant County covers the western half of the metro, from the Fort Worth Stockyards to the stadiums in Arlington. I-35W, I-30 and I-20 carry long-haul freight through it, so heavy-duty towing for semis and trailers is available alongside help for cars.',
  },
  {
    name: 'Collin County',
    slug: 'collin-county',
    citySlugs: ['plano', 'frisco', 'mckinney', 'richardson'],
    otherCommunities: ['Allen', 'Wylie', 'Prosper', 'Celina', 'Murphy', 'Lucas'],
    highways: ['US-75', 'SH-121', 'Dallas North Tollway', 'President George Bush Turnpike', 'US-380'],
    landmarks: ['Legacy West', 'The Star in Frisco', 'Historic Downtown McKinney', 'Lavon Lake', 'Allen Premium Outlets'],
    intro:
      'Collin County runs north from Richardson and Plano through Frisco and McKinney, with US-75 and SH-121 as its main roads. Much of it is newer suburb and tollway, so share your location from your phone when you request help.',
  },
  {
    name: 'Denton County',
    slug: 'denton-county',
    citySlugs: ['denton', 'frisco', 'carrollton'],
    otherCommunities: ['Lewisville', 'Flower Mound', 'Little Elm', 'The Colony', 'Corinth', 'Roanoke'],
    highways: ['I-35E', 'I-35W', 'I-35', 'SH-114', 'SH-121', 'US-380'],
    landmarks: ['Denton County Courthouse square', 'University of North Texas', 'Lewisville Lake', 'Texas Motor Speedway', 'Grapevine Lake'],
    intro:
      'Denton County reaches from Lewisville Lake and the suburbs along SH-121 up to the city of Denton, where I-35E and I-35W join. Parts of Frisco and Carrollton sit inside it too. Rural stretches are long here, so share your location from your phone when you request help.',
  },
];

/** Spec §2: an unknown county name falls back to the first county. Accepts a slug or a name as typed. */
export function countyOrFirst(param: string | undefined): County {
  const slug = param ? toSlug(param) : '';
  return counties.find((county) => county.slug === slug || county.slug === `${slug}-county`) ?? counties[0];
}
