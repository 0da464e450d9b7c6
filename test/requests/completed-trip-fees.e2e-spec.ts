import { randomUUID } from 'node:crypto';
import type { CompletedStatsView, CompletedTripFeeRow } from '../../src/contracts/completed-views';
import type { CancellationCause } from '../../src/domain/cancellation-ladder';
import { LedgerEntry } from '../../src/modules/payments/entities/ledger-entry.entity';
import type { Provider } from '../../src/modules/providers/entities/provider.entity';
import { ProviderPageReadsService } from '../../src/modules/providers/provider-page/provider-page-reads.service';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, anAgreedRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';

/** How the export writes a phone. */
const national = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

// Wednesday 4 November 2026, noon in Chicago (CST since the clocks went back on Sunday 1 November).
const NOW = new Date('2026-11-04T18:00:00Z');

/** Trip fees (cancelled jobs' provider credits) on the Completed tab, in its export, and in the provider's earnings. */
describe('Trip fees credited to providers', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({ clock: new ManualClock(NOW), env: () => stripe.env(), beforeEachTest: () => stripe.reset() });

  let rosa: Provider;
  let dana: Provider;
  /** Cancelled by the customer from the tracking page once Rosa was on the way: now, $18.00 of a $30.00 deposit. */
  let cancelledOnTheWay: CustomerRequest;
  /** Dana found nobody at the car: 00:30 on Monday 2 November, the first minutes of this week. */
  let goneOnArrival: CustomerRequest;
  /** Refused at the car on Dana's arrival: 23:30 on Sunday 1 November, this month but last week. */
  let refusedAtCar: CustomerRequest;
  /** Cancelled on Dana in October: last month. */
  let october: CustomerRequest;
  /** Dana's completed job on Tuesday: $100.00, of which she collects $85.00. */
  let completed: CustomerRequest;

  /** A request paid through Stripe, with Rosa on the way, cancelled by the customer from the tracking page. */
  async function cancelledByTheCustomerOnTheWay(): Promise<CustomerRequest> {
    const request = await anAgreedRequest(t.em());
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).expect(200);
    const paid = signedEvent('checkout.session.completed', stripe.pay(started.body.sessionId));
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', paid.signature).send(paid.payload).expect(200);
    await t.em().nativeUpdate(CustomerRequest, { id: request.id }, { status: 'en_route', provider: rosa.id, providerJobId: 'TRIPFEE01' });
    await t.http().post(`/api/track/${request.customerTrackingId}/cancel`).send({ step: 'on_the_way' }).expect(200);
    return t.em().findOneOrFail(CustomerRequest, request.id);
  }

  /** A cancelled request whose deposit the ledger split as the ladder does for the customer's causes, at `at`. */
  async function cancelledWithTripFee(provider: Provider, cause: CancellationCause, at: string, depositCents: number, tripFeeCents: number) {
    const request = await aPaidRequest(t.em(), {
      status: 'cancelled',
      provider,
      serviceType: 'Jump Start',
      vehicleYear: 2019,
      vehicleMake: 'Kia',
      vehicleModel: 'Soul',
      depositAmountCents: depositCents,
      cancellationCause: cause,
      cancellationFeeCents: depositCents,
      providerCreditCents: tripFeeCents,
    });
    const em = t.em();
    const row = { requestId: request.id, paymentId: randomUUID(), cause, createdAt: new Date(at) };
    em.create(LedgerEntry, { ...row, kind: 'platform_fee', amountCents: depositCents - tripFeeCents });
    em.create(LedgerEntry, { ...row, kind: 'provider_credit', amountCents: tripFeeCents, providerId: provider.id });
    await em.flush();
    return request;
  }

  beforeEach(async () => {
    rosa = await aProvider(t.em(), { name: 'Rosa Diaz' });
    dana = await aProvider(t.em(), { name: 'Dana Cole' });
    cancelledOnTheWay = await cancelledByTheCustomerOnTheWay();
    goneOnArrival = await cancelledWithTripFee(dana, 'gone_on_arrival', '2026-11-02T06:30:00Z', 4500, 2700);
    refusedAtCar = await cancelledWithTripFee(dana, 'refused_at_car', '2026-11-02T05:30:00Z', 3000, 1800);
    october = await cancelledWithTripFee(dana, 'customer', '2026-10-31T17:00:00Z', 2500, 1500);
    completed = await aPaidRequest(t.em(), {
      status: 'completed',
      provider: dana,
      finalPriceCents: 10000,
      serviceCompletedAt: new Date('2026-11-03T15:00:00Z'),
      updatedAt: new Date('2026-11-03T15:00:00Z'),
      customerRating: 5,
    });
    // Refunded in full before anyone set off: no trip fee, so never listed.
    const refunded = await aPaidRequest(t.em(), { status: 'cancelled', cancellationCause: 'customer', cancellationFeeCents: 0, providerCreditCents: 0 });
    const em = t.em();
    em.create(LedgerEntry, { requestId: refunded.id, paymentId: randomUUID(), kind: 'refund', amountCents: 3000, cause: 'customer', createdAt: NOW });
    await em.flush();
  });

  let cookie = '';
  beforeEach(async () => {
    cookie = await t.adminCookie();
  });
  const adminGet = (path: string) => t.http().get(path).set('Cookie', cookie);

  const tripFee = (request: CustomerRequest, fields: Pick<CompletedTripFeeRow, 'creditedAt' | 'providerName' | 'cause' | 'depositCents' | 'tripFeeCents'>) =>
    expect.objectContaining<Partial<CompletedTripFeeRow>>({ id: request.id, trackingId: request.customerTrackingId, customerPhone: request.phone, ...fields });

  it('credits the provider 60 % of the deposit the customer forfeits on the way, in the ledger the Completed tab reads', async () => {
    expect(cancelledOnTheWay).toMatchObject({ status: 'cancelled', cancellationCause: 'customer', providerCreditCents: 1800 });
    const rows = await t.em().find(LedgerEntry, { requestId: cancelledOnTheWay.id, kind: 'provider_credit' });
    expect(rows).toMatchObject([{ amountCents: 1800, providerId: rosa.id, createdAt: NOW }]);
  });

  it("totals and lists This Week's trip fees, newest first, apart from the completed jobs' money", async () => {
    const stats: CompletedStatsView = (await adminGet('/api/admin/completed/stats?period=week').expect(200)).body;
    expect(stats).toMatchObject({ from: '2026-11-02', to: '2026-11-04', totalJobs: 1, revenueCents: 10000, commissionCents: 1500, payoutCents: 8500 });
    expect(stats.tripFeesCents).toBe(1800 + 2700);
    expect(stats.tripFees).toEqual([
      tripFee(cancelledOnTheWay, { creditedAt: NOW.toISOString(), providerName: 'Rosa Diaz', cause: 'customer', depositCents: 3000, tripFeeCents: 1800 }),
      tripFee(goneOnArrival, { creditedAt: '2026-11-02T06:30:00.000Z', providerName: 'Dana Cole', cause: 'gone_on_arrival', depositCents: 4500, tripFeeCents: 2700 }),
    ]);
    expect(stats.tripFees[1].vehicle).toBe('2019 Kia Soul');
  });

  it('counts a trip fee on its Chicago day: 23:30 on Sunday the 1st is this month but not this week', async () => {
    const month: CompletedStatsView = (await adminGet('/api/admin/completed/stats?period=month').expect(200)).body;
    expect(month.tripFees.map((row) => row.id)).toEqual([cancelledOnTheWay.id, goneOnArrival.id, refusedAtCar.id]);
    expect(month.tripFeesCents).toBe(1800 + 2700 + 1800);

    const weekend: CompletedStatsView = (await adminGet('/api/admin/completed/stats?period=custom&from=2026-10-31&to=2026-11-01').expect(200)).body;
    expect(weekend.tripFees.map((row) => row.id)).toEqual([refusedAtCar.id, october.id]);
    expect(weekend.tripFeesCents).toBe(1800 + 1500);

    const empty: CompletedStatsView = (await adminGet('/api/admin/completed/stats?period=custom&from=2026-12-01&to=2026-12-31').expect(200)).body;
    expect([empty.tripFeesCents, empty.tripFees]).toEqual([0, []]);
  });

  it('exports the trip fees after the completed jobs, with the cause in words, in columns after the ten it always had', async () => {
    const response = await adminGet('/api/admin/completed/export.csv?period=week').expect(200);
    expect(response.text.split('\r\n')).toEqual([
      'Date,Tracking ID,Customer,Provider,Service,Vehicle,Final Price,Commission,Provider Payout,Rating,Type,Cancellation,Deposit,Trip Fee,Balance Paid,Tip',
      `2026-11-03,${completed.customerTrackingId},${national(completed.phone)},Dana Cole,Towing,2018 Ford F-150,100.00,15.00,85.00,5,Completed,,,,On site,`,
      `2026-11-04,${cancelledOnTheWay.customerTrackingId},${national(cancelledOnTheWay.phone)},Rosa Diaz,Towing,2018 Ford F-150,,,,,Trip fee,Customer cancelled,30.00,18.00,,`,
      `2026-11-02,${goneOnArrival.customerTrackingId},${national(goneOnArrival.phone)},Dana Cole,Jump Start,2019 Kia Soul,,,,,Trip fee,Gone on arrival,45.00,27.00,,`,
      '',
    ]);
  });

  it("adds a provider's own trip fees to their earnings, with the same week and month, and names them apart", async () => {
    const pages = t.app.get(ProviderPageReadsService);
    expect((await pages.view(dana.id)).earnings).toEqual({
      weekCents: 8500 + 2700,
      monthCents: 8500 + 2700 + 1800,
      tripFeesWeekCents: 2700,
      tripFeesMonthCents: 2700 + 1800,
      tipsWeekCents: 0,
      tipsMonthCents: 0,
    });
    expect((await pages.view(rosa.id)).earnings).toEqual({ weekCents: 1800, monthCents: 1800, tripFeesWeekCents: 1800, tripFeesMonthCents: 1800, tipsWeekCents: 0, tipsMonthCents: 0 });

    // 21:00 on Sunday 8 November: the week still started on Monday the 2nd.
    t.clock.set(new Date('2026-11-09T03:00:00Z'));
    expect((await pages.view(dana.id)).earnings).toMatchObject({ weekCents: 11200, tripFeesWeekCents: 2700 });
    // 00:30 on Monday 9 November: a new week.
    t.clock.set(new Date('2026-11-09T06:30:00Z'));
    expect((await pages.view(dana.id)).earnings).toMatchObject({ weekCents: 0, tripFeesWeekCents: 0, tripFeesMonthCents: 4500 });
  });
});
