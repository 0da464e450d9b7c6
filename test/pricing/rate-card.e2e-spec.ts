import type { PriceSuggestionView, PublishedRangesView, RateCardView } from '../../src/contracts/rate-card-views';
import { DEFAULT_RATE_CARD, type RateCardTerms } from '../../src/domain/rate-card';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { RateCard } from '../../src/modules/pricing/entities/rate-card.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { RouterStandIn } from '../support/router-stand-in';
import { useStandIn } from '../support/stand-in';
import { aSignedInMember } from '../staff/staff-support';
import { TEST_ENV } from '../test-env';
import { useTestApp } from '../support/use-test-app';

// Thursday, November 19, 2026, 11 PM in Dallas: after hours on a weekday.
const ELEVEN_PM = new Date('2026-11-20T05:00:00Z');
const PICKUP = { customerLat: 32.7767, customerLng: -96.797 };
// About 9.9 miles north in a straight line.
const SHOP = { destinationLat: 32.92, destinationLng: -96.797, destinationAddress: '13350 Dallas Pkwy, Dallas, TX' };

const withTowing = (changes: Partial<RateCardTerms['rates']['Towing']>): RateCardTerms => ({
  ...DEFAULT_RATE_CARD,
  rates: { ...DEFAULT_RATE_CARD.rates, Towing: { ...DEFAULT_RATE_CARD.rates.Towing, ...changes } },
});

describe('The rate card', () => {
  describe('without a road router', () => {
    const t = useTestApp({ clock: new ManualClock(ELEVEN_PM) });
    const admin = async () => ({ Cookie: await t.adminCookie() });
    const card = async () => (await t.http().get('/api/admin/rate-card').set(await admin()).expect(200)).body as RateCardView;

    it('starts with the first card, and each change is a new version naming who saved it', async () => {
      expect(await card()).toEqual({
        current: { version: 1, terms: DEFAULT_RATE_CARD, createdBy: 'system', staffName: null, createdAt: '1970-01-01T00:00:00.000Z' },
        history: [{ version: 1, createdBy: 'system', staffName: null, createdAt: '1970-01-01T00:00:00.000Z' }],
      });
      const saved = await t.http().put('/api/admin/rate-card').set(await admin()).send(withTowing({ baseCents: 9_500 })).expect(200);
      t.clock.advance(60_000);
      await t.http().put('/api/admin/rate-card').set(await admin()).send(withTowing({ baseCents: 9_900 })).expect(200);
      expect((saved.body as RateCardView).current).toMatchObject({ version: 2, createdBy: TEST_ENV.ADMIN_EMAIL, createdAt: ELEVEN_PM.toISOString() });
      const now = await card();
      expect(now.current.terms.rates.Towing.baseCents).toBe(9_900);
      expect(now.history.map(({ version, createdBy }) => [version, createdBy])).toEqual([
        [3, TEST_ENV.ADMIN_EMAIL],
        [2, TEST_ENV.ADMIN_EMAIL],
        [1, 'system'],
      ]);
    });

    it('signs each saved version with the name of the member of staff who saved it, as they were named then; the first card names no one', async () => {
      const dana = await aSignedInMember(t, 'owner', 'Dana R.');
      await t.http().put('/api/admin/rate-card').set('Cookie', dana.cookie).send(withTowing({ baseCents: 9_500 })).expect(200);
      await t.em().nativeUpdate(StaffMember, dana.member.id, { name: 'Dana Reyes' });
      t.clock.advance(60_000);
      const saved = (await t.http().put('/api/admin/rate-card').set(await admin()).send(withTowing({ baseCents: 9_900 })).expect(200)).body as RateCardView;

      const owner = await t.em().findOneOrFail(StaffMember, { email: TEST_ENV.ADMIN_EMAIL });
      expect(saved.current).toMatchObject({ version: 3, createdBy: TEST_ENV.ADMIN_EMAIL, staffName: owner.name });
      expect((await card()).history.map(({ version, createdBy, staffName }) => [version, createdBy, staffName])).toEqual([
        [3, TEST_ENV.ADMIN_EMAIL, owner.name],
        [2, dana.member.email, 'Dana R.'],
        [1, 'system', null],
      ]);
      const rows = await t.em().find(RateCard, {}, { orderBy: { version: 'asc' } });
      expect(rows.map(({ staffMemberId, staffName }) => [staffMemberId, staffName])).toEqual([
        [dana.member.id, 'Dana R.'],
        [owner.id, owner.name],
      ]);
    });

    it('refuses a card with bad values, each problem by field, and keeps the one in force', async () => {
      const bad = { ...withTowing({ baseCents: -5 }), roadFactor: 9, afterHours: { startHour: 19, endHour: 7, percent: 'lots' } };
      const refused = await t.http().put('/api/admin/rate-card').set(await admin()).send(bad).expect(400);
      expect(refused.body).toMatchObject({
        code: 'invalid_rate_card',
        fields: {
          'rates.Towing.baseCents': 'Enter a price above $0',
          'afterHours.percent': 'Enter a whole percent from 0 to 200.',
          roadFactor: 'Enter a road factor from 1.0 to 3.0.',
        },
      });
      expect((await t.http().put('/api/admin/rate-card').set(await admin()).send({ rates: 'cheap' }).expect(400)).body.code).toBe('invalid_rate_card');
      expect((await card()).current.version).toBe(1);
    });

    it('refuses a base price or minimum of $0, saying to enter a price above $0', async () => {
      const refused = await t.http().put('/api/admin/rate-card').set(await admin()).send(withTowing({ baseCents: 0 })).expect(400);
      expect(refused.body).toMatchObject({ code: 'invalid_rate_card', message: 'Enter a price above $0', fields: { 'rates.Towing.baseCents': 'Enter a price above $0' } });
      const noMinimum = await t.http().put('/api/admin/rate-card').set(await admin()).send(withTowing({ minimumCents: 0 })).expect(400);
      expect(noMinimum.body.fields).toEqual({ 'rates.Towing.minimumCents': 'Enter a price above $0' });
      expect((await card()).current.version).toBe(1);
    });

    it('is for dispatchers only', async () => {
      await t.http().get('/api/admin/rate-card').expect(401);
      await t.http().put('/api/admin/rate-card').send(DEFAULT_RATE_CARD).expect(401);
    });

    it('suggests a tow from the straight line times the road factor, labelled an estimate, after hours', async () => {
      await t.http().put('/api/admin/rate-card').set(await admin()).send(withTowing({ baseCents: 9_500, perMileCents: 400 })).expect(200);
      const request = await aRequest(t.em(), { serviceType: 'Towing', vehicleType: 'Car', ...PICKUP, ...SHOP });
      const suggestion = (await t.http().get(`/api/admin/requests/${request.id}/price-suggestion`).set(await admin()).expect(200)).body as PriceSuggestionView;
      // 9.9 mi × 1.3 = 12.9 mi; 7.9 beyond the 5 included × $4.00 = $31.60; after hours +25% of $126.60 = $31.65.
      expect(suggestion).toEqual({
        cardVersion: 2,
        cents: 15_825,
        at: ELEVEN_PM.toISOString(),
        lines: [
          { kind: 'base', cents: 9_500 },
          { kind: 'miles', miles: 7.9, includedMiles: 5, perMileCents: 400, basis: 'estimated', cents: 3_160 },
          { kind: 'after_hours', percent: 25, cents: 3_165 },
        ],
      });
    });

    it('records the version and the suggestion beside the price a dispatcher sets', async () => {
      const request = await aRequest(t.em(), { serviceType: 'Jump Start', vehicleType: 'Car' });
      await t.http().post(`/api/admin/requests/${request.id}/price`).set(await admin()).send({ priceCents: 9_000 }).expect(204);
      expect(await t.em().findOneOrFail(CustomerRequest, request.id)).toMatchObject({ adminPriceCents: 9_000, rateCardVersion: 1, suggestedPriceCents: 8_125 });
      const [entry] = await t.em().find(ActivityLogEntry, { request: request.id });
      expect(entry.action).toBe('Set price of $90.00 (rate card v1 suggested $81.25)');
    });

    it('suggests for a phone request before it exists', async () => {
      const suggestion = (await t.http().get('/api/admin/rate-card/suggestion?serviceType=semi_truck_towing&vehicleType=Semi%20Truck').set(await admin()).expect(200))
        .body as PriceSuggestionView;
      // Heavy duty towing $350.00; after hours +25% $87.50; heavy duty +60% $210.00.
      expect(suggestion).toMatchObject({ cardVersion: 1, cents: 64_750 });
      expect(suggestion.lines.map((line) => line.kind)).toEqual(['base', 'after_hours', 'heavy_duty']);
      const refused = await t.http().get('/api/admin/rate-card/suggestion').set(await admin()).expect(400);
      expect(refused.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/serviceType/)]));
    });

    it('publishes the ranges of the card in force on the public pricing API', async () => {
      const before = (await t.http().get('/api/pricing/ranges').expect(200)).body as PublishedRangesView;
      expect(before.ranges.find((range) => range.serviceType === 'Towing')).toEqual({ serviceType: 'Towing', lowCents: 7_500, highCents: 12_500 });
      await t.http().put('/api/admin/rate-card').set(await admin()).send(withTowing({ baseCents: 9_000, minimumCents: 9_000 })).expect(200);
      const after = (await t.http().get('/api/pricing/ranges').expect(200)).body as PublishedRangesView;
      expect(after.cardVersion).toBe(2);
      // $90 + 10 mi × $2.50 = $115; after hours +25% = $143.75.
      expect(after.ranges.find((range) => range.serviceType === 'Towing')).toEqual({ serviceType: 'Towing', lowCents: 9_000, highCents: 14_375 });
    });
  });

  describe('with a road router', () => {
    // 20.1 km by road: 12.5 miles.
    const router = useStandIn(new RouterStandIn({ meters: 20_117, seconds: 1_500 }));
    const t = useTestApp({ clock: new ManualClock(new Date('2026-11-18T16:00:00Z')), env: () => ({ ROUTER_URL: router.url }), beforeEachTest: () => router.reset() });

    it('prices the miles by road, in business hours, and falls back to the estimate when the router is down', async () => {
      const cookie = { Cookie: await t.adminCookie() };
      const request = await aRequest(t.em(), { serviceType: 'Towing', vehicleType: 'Car', ...PICKUP, ...SHOP });
      const byRoad = (await t.http().get(`/api/admin/requests/${request.id}/price-suggestion`).set(cookie).expect(200)).body as PriceSuggestionView;
      expect(byRoad.lines).toEqual([
        { kind: 'base', cents: 7_500 },
        { kind: 'miles', miles: 7.5, includedMiles: 5, perMileCents: 250, basis: 'road', cents: 1_875 },
      ]);
      expect(byRoad.cents).toBe(9_375);

      router.up = false;
      const other = await aRequest(t.em(), { serviceType: 'Towing', vehicleType: 'Car', customerLat: 32.78, customerLng: -96.8, ...SHOP });
      const estimated = (await t.http().get(`/api/admin/requests/${other.id}/price-suggestion`).set(cookie).expect(200)).body as PriceSuggestionView;
      expect(estimated.lines[1]).toMatchObject({ kind: 'miles', basis: 'estimated' });
    });
  });
});
