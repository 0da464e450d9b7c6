// A year of requests for the owner's insights, reproducible from a seed: DFW demand by hour, day and
// town, a typical funnel, and one pattern for the owner to find (night tows in Tarrant County wait
// twice as long and are lost before payment twice as often). Rows go in as the app would have written them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { dallasInstant, weekdayOf } from './dallas-clock.mjs';
import {
  ACCOUNT_SERVICES, AREA_CODES, BUSINESS_ACCOUNTS, CHANNELS, dayWeight, FIRST_NAMES, HEAVY_VEHICLES, hourWeights,
  PROVIDER_KINDS, PROVIDER_WORDS, SERVICES, STREETS, TOWNS, VEHICLES,
} from './insights-year-places.mjs';
import { draws, isTow, liveRequest } from './insights-year-lives.mjs';
import { recordsOf } from './insights-year-records.mjs';
import { requireBuilt } from './scratch-install.mjs';
import { seededRandom } from './seeded-random.mjs';

const { dfwCountyAt } = requireBuilt('./infra/maps/dfw-counties');
const { areaCellAt } = requireBuilt('./infra/maps/area-cells');
const { addDays, calendarDayIn } = requireBuilt('./domain/report-period');

export const YEAR_DAYS = 365;
const PROVIDERS = 400;
/** Of the roster, these took the year's jobs; the rest joined lately, left, or are on hold. */
const WORKING_PROVIDERS = 150;
const BATCH = 2_000;
const KM_PER_DEGREE = 111;

/**
 * Seeds `requests` requests over the 365 days ending yesterday (Dallas time) into `databaseUrl`,
 * which must be migrated. Refuses a database that already has requests unless `append`.
 * Answers what it wrote and the days it covers.
 */
export async function seedInsightsYear({ databaseUrl, requests = 50_000, seed = 7, append = false, now = new Date(), log = () => {} }) {
  // Two sessions: the texts of one batch go in while the next batch's requests do.
  const db = new pg.Client({ connectionString: databaseUrl });
  const textsDb = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([db.connect(), textsDb.connect()]);
  try {
    const { rows } = await db.query('select count(*)::int as n from customer_requests');
    if (rows[0].n > 0 && !append) {
      throw new Error(`the database already has ${rows[0].n.toLocaleString('en-US')} requests: seed an empty one, or add --append`);
    }
    // A seed that stops half way is run again: nothing is lost that a flush to disk per batch would keep.
    for (const session of [db, textsDb]) await session.query('set synchronous_commit = off');
    const d = draws(seededRandom(seed));
    const to = addDays(calendarDayIn(now), -1);
    const from = addDays(to, -(YEAR_DAYS - 1));
    const providers = await seedProviders(db, d, now.getTime(), new Date(`${from}T12:00:00Z`).getTime());
    const accounts = await seedAccounts(db, now);
    const calls = drawCalls(requests, { d, from, accounts }).sort((a, b) => a.createdAt - b.createdAt);
    log(`drew ${requests.toLocaleString('en-US')} requests from ${from} to ${to}; writing …`);

    const context = { d, now: now.getTime(), pickProvider: providerPicker(providers.working, d) };
    const tracking = new Set((await db.query('select customer_tracking_id as c from customer_requests where customer_tracking_id is not null')).rows.map((r) => r.c));
    const written = Object.fromEntries(TABLES.map((table) => [table, 0]));
    let requestsWrite = Promise.resolve();
    let textsWrite = Promise.resolve();
    let failure = null;
    const failed = (error) => void (failure ??= error);
    for (let start = 0; start < calls.length && !failure; start += BATCH) {
      const batch = Object.fromEntries(TABLES.map((table) => [table, []]));
      for (const call of calls.slice(start, start + BATCH)) {
        const records = recordsOf(liveRequest(call, context), { d, tracking, now: context.now });
        for (const table of TABLES) batch[table].push(...records[table]);
      }
      await requestsWrite;
      requestsWrite = writeBatch(db, batch)
        .then(() => {
          textsWrite = textsWrite.then(() => insertRows(textsDb, 'sms_messages', batch.texts)).catch(failed);
          for (const table of TABLES) written[table] += batch[table].length;
          if (written.requests % 10_000 < BATCH || written.requests === calls.length) log(`  ${written.requests.toLocaleString('en-US')} requests written`);
        })
        .catch(failed);
    }
    await requestsWrite;
    await textsWrite;
    if (failure) throw failure;
    // Fresh statistics, so the first queries on the seeded year are planned for its size.
    await db.query('analyze customer_requests, offers, payments, ledger_entries, balance_payments, receipts, sms_messages, providers');
    return { from, to, providers: providers.all.length, workingProviders: providers.working.length, accounts: accounts.length, written };
  } finally {
    await Promise.all([db.end(), textsDb.end()]);
  }
}

const TABLES = ['requests', 'offers', 'payments', 'ledger', 'balances', 'receipts', 'texts'];

async function writeBatch(db, tables) {
  await db.query('begin');
  try {
    await insertRows(db, 'customer_requests', tables.requests);
    await insertRows(db, 'payments', tables.payments);
    await insertRows(db, 'offers', tables.offers);
    await insertRows(db, 'receipts', tables.receipts);
    await insertRows(db, 'balance_payments', tables.balances);
    await insertRows(db, 'ledger_entries', tables.ledger);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** One statement for all `rows` (objects keyed by column, all with the same keys); columns left out take their defaults. */
export async function insertRows(db, table, rows, conflict = '') {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).map((column) => `"${column}"`).join(', ');
  await db.query(`insert into "${table}" (${columns}) select ${columns} from json_populate_recordset(null::"${table}", $1) ${conflict}`, [JSON.stringify(rows)]);
}

/** Each request as it came in: when, by which channel, for what, where, and its price. */
function drawCalls(count, { d, from, accounts }) {
  const days = Array.from({ length: YEAR_DAYS }, (_, i) => addDays(from, i));
  const dayWeights = days.map((day) => dayWeight(day, weekdayOf(day)));
  // A winter freeze and a summer heat wave or two: days with two to three times the calls.
  for (let i = 0; i < 4; i++) {
    const month = i < 2 ? ['01', '02'] : ['07', '08'];
    const candidates = days.map((day, index) => [day, index]).filter(([day]) => month.includes(day.slice(5, 7)));
    if (candidates.length) dayWeights[candidates[Math.floor(d.random() * candidates.length)][1]] *= d.between(2, 3);
  }
  const hoursOf = Array.from({ length: 7 }, (_, weekday) => hourWeights(weekday));
  const channelWeights = CHANNELS.map(([, weight]) => weight);
  const calls = [];
  for (let i = 0; i < count; i++) {
    const day = days[d.index(dayWeights)];
    const weekday = weekdayOf(day);
    const hour = d.index(hoursOf[weekday]);
    const createdAt = dallasInstant(day, hour * 3600 + Math.floor(d.random() * 3600));
    const channel = CHANNELS[d.index(channelWeights)][0];
    const account = channel === 'partner' ? accounts[d.index(accounts.map((a) => a.weight))] : null;
    const service = account ? ACCOUNT_SERVICES[d.index(ACCOUNT_SERVICES.map(([, w]) => w))][0] : SERVICES[d.index(SERVICES.map(([, w]) => w))][0];
    calls.push({ createdAt, day, hour, weekday, channel, account, service, ...whereAndWhat({ d, channel, service, hour, account }) });
  }
  return calls;
}

const NO_POINT = { online: 0.005, phone: 0.08, sms: 0.03, partner: 0.01 };

function whereAndWhat({ d, channel, service, hour, account }) {
  const [town, lat0, lng0, , spreadKm] = TOWNS[d.index(TOWNS.map((t) => t[3]))];
  const address = `${100 + Math.floor(d.random() * 8900)} ${STREETS[Math.floor(d.random() * STREETS.length)]}, ${town}, TX`;
  let point = null;
  if (!d.chance(NO_POINT[channel])) {
    for (let attempt = 0; attempt < 5 && !point?.county; attempt++) {
      const lat = lat0 + (d.normal() * spreadKm) / KM_PER_DEGREE;
      const lng = lng0 + (d.normal() * spreadKm) / (KM_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180));
      point = { lat: round(lat, 6), lng: round(lng, 6), county: dfwCountyAt(lat, lng) };
    }
    point.areaCell = areaCellAt(point.lat, point.lng);
  }
  const towMiles = isTow(service) ? round(Math.min(60, Math.max(1, d.logNormal(8, 0.6))), 1) : null;
  const destination = towMiles === null || !point ? null : towDestination(point, towMiles, d, town);
  const [, , baseCents, perMileCents] = SERVICES.find(([name]) => name === service);
  const nightRate = hour < 6 ? 1.15 : 1;
  const priceCents = Math.max(5_000, Math.round((((baseCents + perMileCents * (towMiles ?? 0)) * d.logNormal(1, 0.1) * nightRate) / 500)) * 500);
  return {
    town,
    address,
    point,
    towMiles,
    destination,
    priceCents,
    useGps: channel === 'online' && point !== null && d.chance(0.7),
    phone: `+1${AREA_CODES[Math.floor(d.random() * AREA_CODES.length)]}555${String(Math.floor(d.random() * 9000)).padStart(4, '0')}`,
    email: channel === 'online' && d.chance(0.4) ? `driver${Math.floor(d.random() * 1e6)}@example.com` : null,
    language: d.chance(0.12) ? 'es' : 'en',
    vehicle: vehicleFor(service, d),
    reference: account ? String(10_000 + Math.floor(d.random() * 90_000)) : null,
  };
}

function towDestination(point, miles, d, town) {
  const bearing = d.random() * 2 * Math.PI;
  const km = miles * 1.609 * 0.8;
  const lat = point.lat + (Math.cos(bearing) * km) / KM_PER_DEGREE;
  const lng = point.lng + (Math.sin(bearing) * km) / (KM_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180));
  const shop = ['Auto Repair', 'Tire & Service', 'Collision Center', 'Transmission'][Math.floor(d.random() * 4)];
  return { lat: round(lat, 6), lng: round(lng, 6), address: `${town} ${shop}, ${100 + Math.floor(d.random() * 8900)} ${STREETS[Math.floor(d.random() * STREETS.length)]}, TX` };
}

function vehicleFor(service, d) {
  const year = 2004 + Math.floor(d.random() * 22);
  if (service === 'Heavy Duty Towing') {
    const [make, model] = HEAVY_VEHICLES[Math.floor(d.random() * HEAVY_VEHICLES.length)];
    return { type: 'Semi Truck', make, model, year };
  }
  const [type, , models] = VEHICLES[d.index(VEHICLES.map(([, weight]) => weight))];
  const [make, model] = models[Math.floor(d.random() * models.length)];
  return { type, make, model, year };
}

/** 400 providers on the roster, 150 of them working the year from homes spread like the demand; kept when appending. */
async function seedProviders(db, d, nowMs, yearStartMs) {
  const rows = [];
  for (let i = 0; i < PROVIDERS; i++) {
    const [town, lat, lng] = TOWNS[d.index(TOWNS.map((t) => t[3]))];
    const working = i < WORKING_PROVIDERS;
    const joined = working ? yearStartMs - d.between(30, 1_400) * 86_400_000 : nowMs - d.between(1, 1_000) * 86_400_000;
    const word = PROVIDER_WORDS[i % PROVIDER_WORDS.length];
    const kind = PROVIDER_KINDS[Math.floor(i / PROVIDER_WORDS.length) % PROVIDER_KINDS.length];
    const lightOnly = d.chance(0.3);
    rows.push({
      id: randomUUID(),
      name: i < PROVIDER_WORDS.length * PROVIDER_KINDS.length ? `${word} ${kind}` : `${word} ${kind} of ${town}`,
      phone: `+1${AREA_CODES[i % AREA_CODES.length]}5559${String(Math.floor(i / AREA_CODES.length)).padStart(3, '0')}`,
      contact_name: FIRST_NAMES[Math.floor(d.random() * FIRST_NAMES.length)],
      vehicle_info: lightOnly ? 'Service truck' : d.chance(0.5) ? 'Flatbed tow truck' : 'Wheel-lift tow truck',
      active: working || i < 260,
      network_status: working || i < 340 ? 'active' : i < 370 ? 'under_review' : 'suspended',
      agreement_accepted_at: new Date(joined).toISOString(),
      created_at: new Date(joined).toISOString(),
      updated_at: new Date(joined).toISOString(),
      language: d.chance(0.15) ? 'es' : 'en',
      on_duty: false,
      services: lightOnly ? SERVICES.filter(([name]) => !isTow(name)).map(([name]) => name) : SERVICES.map(([name]) => name),
      home_address: `${town}, TX`,
      home_lat: round(lat + d.normal() * 0.03, 6),
      home_lng: round(lng + d.normal() * 0.03, 6),
      company_licence: String(6_000_000 + Math.floor(d.random() * 999_999)),
      insurance_carrier: ['Progressive Commercial', 'State Farm', 'National Interstate', 'Great West Casualty'][Math.floor(d.random() * 4)],
      balance_method: d.chance(0.35) ? 'card' : 'on_site',
    });
  }
  await insertRows(db, 'providers', rows, 'on conflict (phone) do nothing');
  const { rows: stored } = await db.query('select id, phone, name, contact_name, company_licence, insurance_carrier, balance_method, home_lat, home_lng from providers where phone = any($1)', [rows.map((r) => r.phone)]);
  const byPhone = new Map(stored.map((row) => [row.phone, row]));
  const all = rows.map((row, i) => {
    const kept = byPhone.get(row.phone);
    return {
      id: kept.id,
      phone: kept.phone,
      name: kept.name,
      contactName: kept.contact_name,
      licence: kept.company_licence,
      insurer: kept.insurance_carrier,
      balanceMethod: kept.balance_method,
      county: kept.home_lat == null ? null : dfwCountyAt(kept.home_lat, kept.home_lng),
      // Some outfits run many trucks and take many more jobs.
      pull: i < WORKING_PROVIDERS ? d.logNormal(1, 0.8) : 0,
    };
  });
  return { all, working: all.slice(0, WORKING_PROVIDERS) };
}

/** Mostly a provider from the pickup's county (the nearest trucks get the offers), weighted by fleet size. */
function providerPicker(working, d) {
  const byCounty = new Map();
  for (const provider of working) byCounty.set(provider.county, [...(byCounty.get(provider.county) ?? []), provider]);
  const pulls = (list) => list.map((p) => p.pull);
  const weights = new Map([...byCounty].map(([county, list]) => [county, pulls(list)]));
  const everyone = pulls(working);
  return (county) => {
    const local = byCounty.get(county);
    if (local && d.chance(0.8)) return local[d.index(weights.get(county))];
    return working[d.index(everyone)];
  };
}

async function seedAccounts(db, now) {
  const rows = BUSINESS_ACCOUNTS.map(([name], i) => ({
    id: randomUUID(),
    name,
    billing_name: `${name} Accounts Payable`,
    billing_phone: `+1214555${String(8100 + i).padStart(4, '0')}`,
    billing_email: `ap@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
    terms_days: 30,
    credit_limit_cents: 5_000_000,
    created_at: new Date(now.getTime() - 400 * 86_400_000).toISOString(),
    updated_at: new Date(now.getTime() - 400 * 86_400_000).toISOString(),
  }));
  await insertRows(db, 'business_accounts', rows, 'on conflict (name) do nothing');
  const { rows: stored } = await db.query('select id, name from business_accounts where name = any($1)', [rows.map((r) => r.name)]);
  return BUSINESS_ACCOUNTS.map(([name, weight]) => ({ ...stored.find((row) => row.name === name), weight }));
}

const round = (value, places) => Math.round(value * 10 ** places) / 10 ** places;
