// What a year of DFW roadside demand is drawn from: towns and their pull, the hours and days people
// break down, the services asked for and what they cost, the vehicles, the channels.

/** [town, lat, lng, weight, spread in km]: most calls in Dallas and Tarrant, then Collin and Denton. */
export const TOWNS = [
  ['Dallas', 32.7767, -96.797, 16, 8],
  ['Irving', 32.814, -96.9489, 3.5, 4],
  ['Garland', 32.9126, -96.6389, 3, 4],
  ['Mesquite', 32.7668, -96.5992, 2.2, 3.5],
  ['Grand Prairie', 32.7459, -96.9978, 2, 4],
  ['Richardson', 32.9483, -96.7299, 1.8, 3],
  ['Carrollton', 32.9756, -96.8899, 1.8, 3.5],
  ['Farmers Branch', 32.9265, -96.8961, 0.8, 2.5],
  ['Rowlett', 32.9029, -96.5639, 1, 3],
  ['DeSoto', 32.5899, -96.857, 1, 3],
  ['Duncanville', 32.6518, -96.9083, 0.9, 2.5],
  ['Cedar Hill', 32.5885, -96.9561, 0.9, 3],
  ['Lancaster', 32.5921, -96.7561, 0.9, 3],
  ['Addison', 32.9618, -96.8292, 0.6, 2],
  ['Fort Worth', 32.7555, -97.3308, 13, 8],
  ['Arlington', 32.7357, -97.1081, 6, 5],
  ['North Richland Hills', 32.8343, -97.2289, 1.6, 3],
  ['Haltom City', 32.7996, -97.2692, 0.9, 2.5],
  ['Euless', 32.8371, -97.082, 1.2, 2.5],
  ['Bedford', 32.844, -97.1431, 1, 2.5],
  ['Hurst', 32.8235, -97.1706, 1, 2.5],
  ['Grapevine', 32.9343, -97.0781, 1.3, 3],
  ['Southlake', 32.9412, -97.1342, 0.7, 2.5],
  ['Keller', 32.9346, -97.2517, 1, 3],
  ['Mansfield', 32.5632, -97.1417, 1.4, 3.5],
  ['Benbrook', 32.6732, -97.4606, 0.6, 2.5],
  ['Azle', 32.8957, -97.5436, 0.5, 3],
  ['Plano', 33.0198, -96.6989, 5, 5],
  ['Frisco', 33.1507, -96.8236, 3.2, 4.5],
  ['McKinney', 33.1972, -96.6398, 3, 4.5],
  ['Allen', 33.1032, -96.6706, 1.6, 3],
  ['Wylie', 33.0151, -96.5389, 0.9, 3],
  ['Prosper', 33.2362, -96.8011, 0.7, 3],
  ['Denton', 33.2148, -97.1331, 3, 5],
  ['Lewisville', 33.0462, -96.9942, 2.3, 3.5],
  ['Flower Mound', 33.0146, -97.097, 1.3, 3],
  ['Little Elm', 33.1626, -96.9375, 0.8, 3],
  ['The Colony', 33.089, -96.8864, 0.8, 2.5],
  ['Waxahachie', 32.3865, -96.8483, 1.2, 5],
  ['Midlothian', 32.4824, -96.9944, 0.8, 4],
  ['Greenville', 33.1385, -96.1108, 0.7, 5],
  ['Cleburne', 32.3476, -97.3867, 0.8, 5],
  ['Burleson', 32.5421, -97.3208, 1, 3.5],
  ['Forney', 32.7482, -96.4719, 0.8, 4],
  ['Terrell', 32.7357, -96.2753, 0.6, 4],
  ['Weatherford', 32.7593, -97.7973, 1.1, 5],
  ['Rockwall', 32.9313, -96.4597, 1, 3.5],
  ['Decatur', 33.2343, -97.5861, 0.5, 6],
];

export const STREETS = [
  'Main St', 'Elm St', 'Commerce St', 'Ross Ave', 'Lemmon Ave', 'Greenville Ave', 'Belt Line Rd', 'Camp Bowie Blvd',
  'University Dr', 'Division St', 'Cooper St', 'Preston Rd', 'Coit Rd', 'Park Blvd', 'Spring Creek Pkwy', 'Legacy Dr',
  'Hwy 121', 'I-35E Service Rd', 'I-30 Frontage Rd', 'Loop 820', 'Hulen St', 'Beach St', 'Northwest Hwy', 'Walnut Hill Ln',
];

/** Calls by the Dallas hour they come in on a weekday: a morning and a bigger evening rush. */
const WEEKDAY_HOURS = [1.0, 0.8, 0.7, 0.6, 0.7, 1.2, 2.6, 4.2, 4.0, 3.0, 2.7, 2.8, 3.0, 2.9, 3.0, 3.6, 4.6, 5.0, 4.2, 3.2, 2.6, 2.2, 1.8, 1.4];
/** Monday … Sunday: Fridays and Saturdays are the busiest. */
const WEEKDAYS = [1.0, 0.95, 0.97, 1.02, 1.25, 1.2, 0.9];
/** January … December: winter freezes and summer heat kill batteries and tyres. */
const MONTHS = [1.05, 1.1, 0.95, 0.95, 1.0, 1.05, 1.15, 1.15, 1.0, 0.95, 1.0, 1.1];

/** How many calls an hour of a day draws, relative to the rest. */
export function hourWeights(weekday) {
  const weekend = weekday >= 5;
  return WEEKDAY_HOURS.map((weight, hour) => {
    if (weekend && ((hour >= 6 && hour <= 9) || (hour >= 16 && hour <= 18))) weight *= 0.7;
    if (weekend && hour >= 10 && hour <= 15) weight *= 1.15;
    // Friday and Saturday nights out: late evenings, and the small hours after them.
    if ((weekday === 4 || weekday === 5) && hour >= 21) weight *= 1.3;
    if ((weekday === 5 || weekday === 6) && hour <= 2) weight *= 1.6;
    return weight;
  });
}

export const dayWeight = (day, weekday) => WEEKDAYS[weekday] * MONTHS[Number(day.slice(5, 7)) - 1];

/** [channel's request_type, weight]. */
export const CHANNELS = [
  ['online', 60],
  ['phone', 25],
  ['sms', 10],
  ['partner', 5],
];

/** [service, weight, base price in cents, cents a mile when it tows]. Towing is asked for most. */
export const SERVICES = [
  ['Towing', 34, 9_500, 450],
  ['Jump Start', 15, 7_500, 0],
  ['Tire Change', 13, 8_500, 0],
  ['Lockout Service', 11, 7_500, 0],
  ['Fuel Delivery', 7, 7_500, 0],
  ['Battery Replacement', 6, 16_500, 0],
  ['Winch Out Service', 4, 14_500, 0],
  ['Flatbed Service', 4, 12_500, 500],
  ['Heavy Duty Towing', 2, 35_000, 900],
  ['Roadside Repair', 2, 11_000, 0],
  ['Other', 2, 9_500, 0],
];

/** Fleets call for tows and tyres more than anything. */
export const ACCOUNT_SERVICES = [
  ['Towing', 45],
  ['Tire Change', 20],
  ['Jump Start', 12],
  ['Flatbed Service', 8],
  ['Lockout Service', 6],
  ['Heavy Duty Towing', 5],
  ['Fuel Delivery', 4],
];

/** [vehicle type, weight, [make, model] …]. */
export const VEHICLES = [
  ['Car', 50, [['Toyota', 'Camry'], ['Honda', 'Civic'], ['Honda', 'Accord'], ['Nissan', 'Altima'], ['Chevrolet', 'Malibu'], ['Hyundai', 'Elantra'], ['Toyota', 'Corolla'], ['Kia', 'Forte'], ['Tesla', 'Model 3']]],
  ['SUV', 20, [['Toyota', 'RAV4'], ['Honda', 'CR-V'], ['Chevrolet', 'Tahoe'], ['Ford', 'Explorer'], ['Jeep', 'Grand Cherokee'], ['Nissan', 'Rogue']]],
  ['Pickup Truck', 19, [['Ford', 'F-150'], ['Chevrolet', 'Silverado'], ['Ram', '1500'], ['Toyota', 'Tacoma'], ['GMC', 'Sierra']]],
  ['Van', 6, [['Honda', 'Odyssey'], ['Chrysler', 'Pacifica'], ['Ford', 'Transit']]],
  ['Motorcycle', 2, [['Harley-Davidson', 'Street Glide'], ['Honda', 'CBR600RR']]],
];
export const HEAVY_VEHICLES = [['Freightliner', 'Cascadia'], ['Peterbilt', '579'], ['Kenworth', 'T680'], ['Volvo', 'VNL']];

export const BUSINESS_ACCOUNTS = [
  ['Lone Star Fleet Rentals', 30],
  ['Trinity Delivery Co', 22],
  ['Metroplex Car Share', 18],
  ['Cowtown Courier', 10],
  ['Big D Auto Auctions', 8],
  ['North Texas Rideshare Fleet', 6],
  ['Arlington Motors Service Loaners', 4],
  ['Prairie Plumbing Vans', 2],
];

export const PROVIDER_WORDS = ['Lone Star', 'Trinity', 'Metro', 'Cowtown', 'Big D', 'Red River', 'Bluebonnet', 'Prairie', 'Longhorn', 'Maverick', 'Pecan', 'Mesquite', 'Brazos', 'Stockyards', 'Redbird', 'Lakeside'];
export const PROVIDER_KINDS = ['Towing', 'Tow & Recovery', 'Wrecker Service', 'Roadside', 'Auto Rescue', 'Towing & Transport'];
export const FIRST_NAMES = ['Maria', 'Jose', 'James', 'Luis', 'Ashley', 'David', 'Carlos', 'Jessica', 'Michael', 'Ana', 'Robert', 'Juan', 'Brittany', 'Daniel', 'Rosa', 'Tyler'];
export const AREA_CODES = ['214', '469', '972', '817', '682', '940'];
