// A seeded request's life as the rows the app would have written: the request, its offers, its
// deposit and what became of it, the card balance and tip, the receipt, and the texts sent.
import { randomFillSync, randomUUID } from 'node:crypto';
import { requireBuilt } from './scratch-install.mjs';

const { depositCents, formatUsd } = requireBuilt('./domain/money');
const { cancellationSplit, DEFAULT_CANCELLATION_TERMS } = requireBuilt('./domain/cancellation-ladder');
const { receiptDeletionCutoff, receiptExpiry } = requireBuilt('./domain/receipt');
const { capabilityDigest } = requireBuilt('./common/codes/capability-digest');
const codes = requireBuilt('./domain/tracking-codes');

const DEPOSIT_PERCENT = 15;
const MIN = 60_000;
// Codes open pages: they come from the system's randomness, never from the seed, so a demo's links cannot
// be guessed. Drawn from a pool refilled 64 KiB at a time: a call to the system per code costs more than the rest of a life.
const pool = Buffer.alloc(65_536);
let used = pool.length;
function random(n) {
  if (used + n > pool.length) randomFillSync(pool), (used = 0);
  return pool.subarray(used, (used += n));
}
const hex = (bytes) => Buffer.from(random(bytes)).toString('hex');
const iso = (ms) => (ms == null ? null : new Date(ms).toISOString());

/** Every row of one life, by table; `tracking` keeps the tracking codes unique across the run. */
export function recordsOf(life, { d, tracking, now }) {
  const { call, events: e } = life;
  const id = randomUUID();
  const onAccount = call.channel === 'partner';
  const paid = !onAccount && e.paidAt != null;
  const acceptedCounter = life.counterCents != null && life.closedAction !== 'reject_counter';
  const finalCents = e.acceptedAt != null ? (acceptedCounter ? life.counterCents : call.priceCents) : null;
  const deposit = paid ? depositCents(finalCents, DEPOSIT_PERCENT) : null;
  const split = paid && life.cause ? cancellationSplit(deposit, life.step, life.cause, DEFAULT_CANCELLATION_TERMS) : null;
  const rating = life.status === 'completed' && d.chance(0.45) ? ratingOf(life.onTime, d) : null;
  const out = { requests: [], offers: [], payments: [], ledger: [], balances: [], receipts: [], texts: [] };

  const request = {
    id,
    status: life.status,
    request_type: call.channel,
    customer_tracking_id: uniqueCode(tracking, () => (call.channel === 'online' ? codes.generateOnlineTrackingCode(random) : codes.generateLinkCode(random))),
    provider_job_id: e.assignedAt != null ? uniqueCode(tracking, () => codes.generateLinkCode(random)) : null,
    created_at: iso(e.createdAt),
    updated_at: iso(life.closedAt ?? lastStep(e)),
    version: 1 + Object.keys(e).length,
    phone: call.phone,
    email: call.email,
    vehicle_year: call.vehicle.year,
    vehicle_make: call.vehicle.make,
    vehicle_model: call.vehicle.model,
    vehicle_type: call.vehicle.type,
    service_type: call.service,
    location_address: call.address,
    destination_address: call.destination?.address ?? null,
    use_gps: call.useGps,
    customer_lat: call.point?.lat ?? null,
    customer_lng: call.point?.lng ?? null,
    destination_lat: call.destination?.lat ?? null,
    destination_lng: call.destination?.lng ?? null,
    estimated_distance: call.towMiles,
    admin_price_cents: e.pricedAt != null ? call.priceCents : null,
    customer_counter_offer_cents: life.counterCents ?? null,
    negotiation_round: life.counterCents != null ? 1 : null,
    final_price_cents: onAccount && e.pricedAt != null ? call.priceCents : finalCents,
    customer_final_decision: life.decision ?? (finalCents != null && !onAccount ? 'accepted' : null),
    deposit_percentage: DEPOSIT_PERCENT,
    deposit_amount_cents: finalCents != null && !onAccount ? depositCents(finalCents, DEPOSIT_PERCENT) : null,
    deposit_paid: paid,
    deposit_paid_at: paid ? iso(e.paidAt) : null,
    payment_status: paid ? (split?.refundCents > 0 ? 'refunded' : 'upfront_paid') : null,
    service_completed_at: iso(e.completedAt),
    customer_rating: rating,
    provider_id: life.provider?.id ?? null,
    provider_eta_minutes: life.etaMinutes ?? null,
    provider_eta_at: iso(e.assignedAt),
    payment_link_sent_at: onAccount ? null : iso(e.acceptedAt),
    terms_accepted_at: onAccount ? null : iso(e.acceptedAt),
    language: call.language,
    promised_arrival_at: iso(e.promisedAt),
    predicted_arrival_at: iso(e.arrivedAt ?? e.promisedAt),
    predicted_basis: e.promisedAt != null ? 'provider' : null,
    running_late_since: iso(e.slipTextedAt),
    slip_texted_at: iso(e.slipTextedAt),
    slip_texted_for: e.slipTextedAt != null ? iso((e.arrivedAt ?? e.promisedAt + 15 * MIN) + 2 * MIN) : null,
    set_off_at: iso(e.setOffAt),
    arrived_at: iso(e.arrivedAt),
    arrival_verified_at: iso(e.arrivedAt),
    arrival_verified_by: e.arrivedAt != null ? (d.chance(0.9) ? 'code' : 'dispatcher') : null,
    text_only: call.channel === 'sms',
    assigned_at: iso(e.assignedAt),
    cancellation_cause: life.cause ?? null,
    cancellation_fee_cents: split ? split.platformFeeCents + split.providerCreditCents : null,
    provider_credit_cents: split ? split.providerCreditCents : null,
    not_here_at: life.cause === 'gone_on_arrival' ? iso(e.arrivedAt + 2 * MIN) : null,
    account_id: call.account?.id ?? null,
    on_behalf_of: call.account?.name ?? null,
    partner_reference: call.account ? `PO-${call.reference}` : null,
    priced_at: iso(e.pricedAt),
    accepted_at: iso(e.acceptedAt),
    closed_action: life.status === 'cancelled' ? life.closedAction : null,
    county: call.point?.county ?? null,
    area_cell: call.point?.areaCell ?? null,
  };
  out.requests.push(request);

  const text = (template, at, body, to = call.phone) => out.texts.push(textRow(id, template, at, body, to, out.texts.length));
  text(...receivedText(call, e.createdAt));
  if (e.pricedAt != null && !onAccount) text('price-offered', e.pricedAt, `DFW Roadside Assistance: your ${call.service} is ${formatUsd(call.priceCents)}. Open your link or reply to accept.`);

  for (const offer of life.offers) {
    out.offers.push({
      id: randomUUID(),
      request_id: id,
      provider_id: offer.provider.id,
      code: codes.generateCapabilityCode(random),
      job_number: codes.generateJobNumber(random),
      status: offer.status,
      source: d.chance(0.75) ? 'auto' : d.chance(0.6) ? 'top' : 'single',
      sent_at: iso(offer.sentAt),
      expires_at: iso(offer.expiresAt),
      seen_at: offer.answeredAt != null || d.chance(0.5) ? iso(offer.sentAt + 8_000) : null,
      answered_at: iso(offer.answeredAt),
      answered_by: offer.answeredAt != null ? (d.chance(0.7) ? 'page' : 'sms') : null,
      eta_minutes: offer.accepted ? life.etaMinutes : null,
      decline_reason: offer.status === 'declined' ? ['Too far', 'On another job', 'Not my service area', null][d.index([3, 3, 2, 2])] : null,
      distance_miles: Math.round(d.logNormal(offer.accepted ? 7 : 11, 0.5) * 10) / 10,
    });
  }
  if (e.assignedAt != null) text('provider-assigned', e.assignedAt, `DFW Roadside Assistance: ${life.provider.name} is on the way, arriving in about ${life.etaMinutes} min.`);
  if (e.slipTextedAt != null) text('running-late', e.slipTextedAt, 'DFW Roadside Assistance: your truck is running late. We will text you its new arrival time.');

  if (paid) out.payments.push(depositRow(id, deposit, e, split ? life.closedAt : null, split?.refundCents > 0, d));
  if (split) {
    const paymentId = out.payments[0].id;
    for (const [kind, cents] of [['refund', split.refundCents], ['platform_fee', split.platformFeeCents], ['provider_credit', split.providerCreditCents]]) {
      if (cents === 0) continue;
      out.ledger.push(ledgerRow(id, paymentId, kind, cents, kind === 'provider_credit' ? (life.provider?.id ?? null) : null, life.cause, life.closedAt));
    }
    if (split.refundCents > 0) text('deposit-refunded', life.closedAt + MIN, `DFW Roadside Assistance: your deposit of ${formatUsd(split.refundCents)} has been refunded.`);
  }
  if (life.status === 'completed') completion(out, life, { request, deposit, d, now });
  return out;
}

/**
 * The receipt, and for a provider who takes balances by card, the balance paid and any tip. Receipts
 * past their life and the month after it are gone, as the app's cleanup would have deleted them.
 */
function completion(out, life, { request, deposit, d, now }) {
  const { call, events: e, provider } = life;
  const { id, final_price_cents: finalCents } = request;
  const payment = out.payments[0];
  const receiptId = randomUUID();
  const cardBalance = provider.balanceMethod === 'card' && !call.account;
  const tipCents = cardBalance && d.chance(0.45) ? Math.round((finalCents * [10, 15, 20][d.index([4, 4, 2])]) / 100) : 0;
  const balancePaidAt = e.completedAt + d.logNormal(6, 0.8) * MIN;
  const lines = {
    serviceType: call.service,
    vehicle: `${call.vehicle.year} ${call.vehicle.make} ${call.vehicle.model}`,
    providerName: provider.name,
    providerPerson: provider.contactName,
    providerLicence: provider.licence,
    providerInsurer: provider.insurer,
    pickupAddress: call.address,
    destinationAddress: call.destination?.address ?? null,
    arrivedAt: iso(e.arrivedAt),
    arrivalVerifiedAt: iso(e.arrivedAt),
    arrivalVerifiedBy: request.arrival_verified_by,
    completedAt: iso(e.completedAt),
    priceCents: finalCents,
    extras: [],
    depositCents: deposit ?? 0,
    depositPaidAt: iso(e.paidAt),
    card: payment ? { brand: payment.card_brand, last4: payment.card_last4 } : null,
    photos: [],
    ...(cardBalance ? { cardBalance: { status: 'paid', tipCents, card: payment ? { brand: payment.card_brand, last4: payment.card_last4 } : null, paidAt: iso(balancePaidAt) } } : {}),
    ...(call.account ? { billedTo: call.account.name } : {}),
  };
  const expiresAt = receiptExpiry(new Date(e.completedAt));
  if (expiresAt > receiptDeletionCutoff(new Date(now))) {
    const code = codes.generateCapabilityCode(random);
    out.receipts.push({ id: receiptId, request_id: id, code_digest: capabilityDigest(code), language: call.language, lines, issued_at: iso(e.completedAt), expires_at: expiresAt.toISOString() });
  }
  if (!cardBalance) return;

  const balanceId = randomUUID();
  const balanceCents = finalCents - deposit;
  const savedCard = d.chance(0.6);
  out.balances.push({
    id: balanceId,
    request_id: id,
    provider_id: provider.id,
    receipt_id: receiptId,
    code_digest: capabilityDigest(codes.generateCapabilityCode(random)),
    language: call.language,
    phone: call.phone,
    job_total_cents: finalCents,
    balance_cents: balanceCents,
    currency: 'usd',
    status: 'paid',
    tip_cents: tipCents,
    paid_with: savedCard ? 'saved_card' : 'checkout',
    payment_intent_id: `pi_seed_${hex(12)}`,
    checkout_session_id: savedCard ? null : `cs_seed_${hex(12)}`,
    checkout_tip_cents: savedCard ? null : tipCents,
    card_brand: payment.card_brand,
    card_last4: payment.card_last4,
    created_at: iso(e.completedAt),
    paid_at: iso(balancePaidAt),
  });
  out.ledger.push(ledgerRow(id, balanceId, 'balance', balanceCents, provider.id, null, balancePaidAt));
  if (tipCents > 0) out.ledger.push(ledgerRow(id, balanceId, 'tip', tipCents, provider.id, null, balancePaidAt));
}

function depositRow(requestId, amountCents, e, refundedAt, refunded, d) {
  const session = `cs_seed_${hex(12)}`;
  return {
    id: randomUUID(),
    request_id: requestId,
    checkout_session_id: session,
    amount_cents: amountCents,
    currency: 'usd',
    status: refunded ? 'refunded' : 'paid',
    created_at: iso(e.acceptedAt),
    paid_at: iso(e.paidAt),
    refunded_at: refunded ? iso(refundedAt + MIN) : null,
    checkout_url: `/pay/test-checkout/${session}`,
    expires_at: iso(e.acceptedAt + 30 * MIN),
    payment_intent_id: `pi_seed_${hex(12)}`,
    card_brand: ['visa', 'mastercard', 'amex', 'discover'][d.index([50, 30, 12, 8])],
    card_last4: String(1000 + Math.floor(d.random() * 9000)),
  };
}

const ledgerRow = (requestId, paymentId, kind, cents, providerId, cause, at) => ({
  id: randomUUID(),
  request_id: requestId,
  payment_id: paymentId,
  kind,
  amount_cents: cents,
  provider_id: providerId,
  cause,
  created_at: iso(at),
  movement: '',
});

function textRow(requestId, template, at, body, to, n) {
  const sentAt = at + 1_500;
  return {
    id: randomUUID(),
    to_phone: to,
    body,
    template,
    request_id: requestId,
    idempotency_key: `seed:${template}:${requestId}:${n}`,
    status: 'sent',
    provider_sid: `SM${hex(16)}`,
    attempts: 1,
    created_at: iso(at),
    updated_at: iso(sentAt),
    sent_at: iso(sentAt),
    direction: 'outbound',
  };
}

function receivedText(call, at) {
  if (call.account) return ['account-request-received', at, `DFW Roadside Assistance: ${call.account.name} sent help for your ${call.service}. We'll text you when a truck is on the way.`];
  if (call.channel === 'sms') return ['intake-reply', at, `DFW Roadside Assistance: thanks, we have your ${call.service} request and will text you a price shortly.`];
  return ['request-received', at, `DFW Roadside Assistance: we got your ${call.service} request. A dispatcher will text you a price shortly.`];
}

/** Stars given: mostly fives, fewer when the truck came late. */
function ratingOf(onTime, d) {
  const weights = onTime ? [1, 2, 5, 22, 70] : [7, 10, 18, 30, 35];
  return 1 + d.index(weights);
}

/** The latest step reached; the promised arrival is a promise, not a step. */
function lastStep(events) {
  return Math.max(...Object.entries(events).filter(([name]) => name !== 'promisedAt').map(([, at]) => at));
}

function uniqueCode(taken, make) {
  for (;;) {
    const code = make();
    if (!taken.has(code)) return taken.add(code), code;
  }
}
