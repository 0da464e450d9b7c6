import { randomUUID } from 'node:crypto';
import type { Provider } from '../../src/modules/providers/entities/provider.entity';
import type { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { areaCellAt } from '../../src/infra/maps/area-cells';
import { dfwCountyAt } from '../../src/infra/maps/dfw-counties';
import { aProvider, aRequest } from '../support/factories';
import type { TestAppAccess } from '../support/use-test-app';

/**
 * A small week whose figures are worked out by hand in insights.e2e-spec.ts: Monday 2 to Sunday
 * 8 November 2026, Central Standard Time (UTC-6), seen from Friday 20 November.
 */
export const NOW = new Date('2026-11-20T18:00:00Z');
export const WEEK = 'period=custom&from=2026-11-02&to=2026-11-08';

const FORT_WORTH = { customerLat: 32.7555, customerLng: -97.3308 };
const DALLAS = { customerLat: 32.7767, customerLng: -96.797 };
const DENTON = { customerLat: 33.2148, customerLng: -97.1331 };

const at = (iso: string) => new Date(iso);
const placed = (point: { customerLat: number; customerLng: number }) => ({
  ...point,
  county: dfwCountyAt(point.customerLat, point.customerLng),
  areaCell: areaCellAt(point.customerLat, point.customerLng),
});

export interface InsightsWeek {
  sam: Provider;
  dana: Provider;
  requests: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h', CustomerRequest>;
}

export async function anInsightsWeek(t: TestAppAccess): Promise<InsightsWeek> {
  const em = t.em();
  const sam = await aProvider(em, { name: 'Sam Rivera' });
  const dana = await aProvider(em, { name: 'Dana Cole' });
  const request = (fields: Partial<CustomerRequest>) => aRequest(em, { updatedAt: fields.createdAt, ...fields });

  const requests = {
    // Monday 08:00: a Fort Worth tow, done on time.
    a: await request({
      ...placed(FORT_WORTH),
      status: 'completed',
      createdAt: at('2026-11-02T14:00:00Z'),
      pricedAt: at('2026-11-02T14:05:00Z'),
      acceptedAt: at('2026-11-02T14:10:00Z'),
      depositPaidAt: at('2026-11-02T14:15:00Z'),
      assignedAt: at('2026-11-02T14:20:00Z'),
      promisedArrivalAt: at('2026-11-02T14:50:00Z'),
      arrivedAt: at('2026-11-02T14:55:00Z'),
      serviceCompletedAt: at('2026-11-02T15:30:00Z'),
      finalPriceCents: 20000,
      customerRating: 5,
      provider: sam,
    }),
    // Monday 09:00: a Dallas jump start, 20 minutes late after a slip text.
    b: await request({
      ...placed(DALLAS),
      status: 'completed',
      serviceType: 'Jump Start',
      createdAt: at('2026-11-02T15:00:00Z'),
      pricedAt: at('2026-11-02T15:10:00Z'),
      acceptedAt: at('2026-11-02T15:20:00Z'),
      depositPaidAt: at('2026-11-02T15:30:00Z'),
      assignedAt: at('2026-11-02T15:40:00Z'),
      promisedArrivalAt: at('2026-11-02T16:10:00Z'),
      slipTextedAt: at('2026-11-02T16:05:00Z'),
      arrivedAt: at('2026-11-02T16:30:00Z'),
      serviceCompletedAt: at('2026-11-02T17:00:00Z'),
      finalPriceCents: 15000,
      customerRating: 3,
      provider: dana,
    }),
    // Tuesday 00:00: a Fort Worth tow at midnight, cancelled with a refund when the provider ran late.
    c: await request({
      ...placed(FORT_WORTH),
      status: 'cancelled',
      createdAt: at('2026-11-03T06:00:00Z'),
      pricedAt: at('2026-11-03T06:20:00Z'),
      acceptedAt: at('2026-11-03T06:30:00Z'),
      depositPaidAt: at('2026-11-03T06:40:00Z'),
      assignedAt: at('2026-11-03T06:50:00Z'),
      promisedArrivalAt: at('2026-11-03T07:20:00Z'),
      slipTextedAt: at('2026-11-03T07:30:00Z'),
      cancellationCause: 'late_provider',
      closedAction: 'cancel_late_with_refund',
      provider: sam,
    }),
    // Tuesday 20:00: a phone request in Dallas whose final offer the customer turned down.
    d: await request({
      ...placed(DALLAS),
      status: 'cancelled',
      requestType: 'phone',
      createdAt: at('2026-11-04T02:00:00Z'),
      pricedAt: at('2026-11-04T02:30:00Z'),
      closedAction: 'reject_final_offer',
    }),
    // Thursday 06:00: a text request with no pickup point, never priced.
    e: await request({ status: 'pending_admin_review', requestType: 'sms', createdAt: at('2026-11-05T12:00:00Z') }),
    // Friday 12:00: priced in five minutes, never answered.
    f: await request({ ...placed(DALLAS), status: 'admin_priced', createdAt: at('2026-11-06T18:00:00Z'), pricedAt: at('2026-11-06T18:05:00Z') }),
    // Asked for in October, completed on Monday: counts in the week's money, not in its requests.
    g: await request({
      status: 'completed',
      createdAt: at('2026-10-30T15:00:00Z'),
      pricedAt: at('2026-10-30T15:05:00Z'),
      acceptedAt: at('2026-10-30T15:10:00Z'),
      depositPaidAt: at('2026-10-30T15:15:00Z'),
      serviceCompletedAt: at('2026-11-02T16:00:00Z'),
      finalPriceCents: 10000,
    }),
    // Saturday 10:00: a Denton tire change the customer cancelled once the provider was on it.
    h: await request({
      ...placed(DENTON),
      status: 'cancelled',
      serviceType: 'Tire Change',
      createdAt: at('2026-11-07T16:00:00Z'),
      pricedAt: at('2026-11-07T16:05:00Z'),
      acceptedAt: at('2026-11-07T16:10:00Z'),
      depositPaidAt: at('2026-11-07T16:20:00Z'),
      assignedAt: at('2026-11-07T16:30:00Z'),
      cancellationCause: 'customer',
      closedAction: 'cancel_paid_request',
      provider: dana,
    }),
  };

  const offer = (target: CustomerRequest, provider: Provider, status: string, sent: string, answered: string | null) =>
    em.execute(
      `insert into offers (id, request_id, provider_id, code, job_number, status, source, sent_at, expires_at, answered_at, version)
       values (?, ?, ?, ?, ?, ?, 'top', ?, ?::timestamptz + interval '2 minutes', ?, 1)`,
      [randomUUID(), target.id, provider.id, randomUUID(), String(1000 + Math.floor(Math.random() * 9000)), status, at(sent), at(sent), answered && at(answered)],
    );
  await offer(requests.a, sam, 'accepted', '2026-11-02T14:16:00Z', '2026-11-02T14:18:00Z');
  await offer(requests.a, dana, 'declined', '2026-11-02T14:16:00Z', '2026-11-02T14:17:00Z');
  await offer(requests.b, dana, 'accepted', '2026-11-02T15:31:00Z', '2026-11-02T15:35:00Z');
  await offer(requests.c, sam, 'accepted', '2026-11-03T06:41:00Z', '2026-11-03T06:45:00Z');
  await offer(requests.c, dana, 'expired', '2026-11-03T06:41:00Z', null);
  await offer(requests.h, dana, 'accepted', '2026-11-07T16:21:00Z', '2026-11-07T16:25:00Z');

  const money = (target: CustomerRequest, kind: string, cents: number, when: string) =>
    em.execute(`insert into ledger_entries (id, request_id, payment_id, kind, amount_cents, created_at) values (?, ?, ?, ?, ?, ?)`, [
      randomUUID(),
      target.id,
      randomUUID(),
      kind,
      cents,
      at(when),
    ]);
  await money(requests.a, 'tip', 2000, '2026-11-02T16:00:00Z');
  await money(requests.c, 'refund', 3000, '2026-11-03T08:00:00Z');
  await money(requests.h, 'platform_fee', 1200, '2026-11-07T17:00:00Z');
  await money(requests.h, 'provider_credit', 1800, '2026-11-07T17:00:00Z');
  return { sam, dana, requests };
}
