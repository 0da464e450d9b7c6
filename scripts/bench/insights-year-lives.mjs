// One seeded request's life, from the call to its close: how far it got, when each step happened, the
// offers that found it a truck, and how it ended. Lives stop where the present is: a request that
// came in late yesterday may still be on its way.

const MIN = 60_000;
const OFFER_WINDOW_MS = 180_000;
/** An arrival within the promise plus this is on time; a slip past the promise by more is texted. */
const GRACE_MS = 5 * MIN;
const SLIP_MS = 10 * MIN;

/**
 * How requests go, by kind. `priced`, `accepted`, `paid` are each the chance of the step given the
 * last; `after` the chances of each way a paid request ends early (the rest complete). Night tows in
 * Tarrant County find few trucks on duty: customers quoted a long wait walk away before paying, and
 * those who pay wait about twice as long.
 */
export const PROFILES = {
  usual: {
    priced: 0.955, accepted: 0.905, paid: 0.985,
    assignMinutes: [3.5, 0.55], etaMinutes: 34, driveFactor: [0.93, 0.24], failedOffers: [0.55, 0.25, 0.12, 0.05, 0.03],
    after: { no_provider: 0.012, customer_before: 0.008, late_provider: 0.006, provider_cancelled: 0.003, customer_on_way: 0.005, dispatcher: 0.003, gone_on_arrival: 0.007, refused_at_car: 0.003 },
  },
  nightTarrantTow: {
    priced: 0.93, accepted: 0.74, paid: 0.97,
    assignMinutes: [21, 0.45], etaMinutes: 58, driveFactor: [1.04, 0.26], failedOffers: [0, 0, 0.2, 0.25, 0.25, 0.2, 0.1],
    after: { no_provider: 0.05, customer_before: 0.025, late_provider: 0.03, provider_cancelled: 0.005, customer_on_way: 0.01, dispatcher: 0.003, gone_on_arrival: 0.007, refused_at_car: 0.003 },
  },
  account: {
    priced: 0.99, accepted: 1, paid: 1,
    assignMinutes: [3.5, 0.55], etaMinutes: 34, driveFactor: [0.93, 0.24], failedOffers: [0.55, 0.25, 0.12, 0.05, 0.03],
    after: { no_provider: 0.01, customer_before: 0.006, late_provider: 0.005, provider_cancelled: 0.003, customer_on_way: 0.004, dispatcher: 0.003, gone_on_arrival: 0.004, refused_at_car: 0.002 },
  },
};

const TOWS = new Set(['Towing', 'Flatbed Service', 'Heavy Duty Towing']);
export const isTow = (service) => TOWS.has(service);

export function profileOf({ channel, hour, point, service }) {
  if (channel === 'partner') return PROFILES.account;
  if (hour < 6 && point?.county === 'Tarrant' && service === 'Towing') return PROFILES.nightTarrantTow;
  return PROFILES.usual;
}

/** Draws from `random`: a standard normal, a log-normal by its median, a weighted index. */
export function draws(random) {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const logNormal = (median, sigma) => median * Math.exp(sigma * normal());
  const chance = (p) => random() < p;
  const index = (weights) => {
    let left = random() * weights.reduce((sum, w) => sum + w, 0);
    for (let i = 0; i < weights.length; i++) if ((left -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const between = (low, high) => low + random() * (high - low);
  return { random, normal, logNormal, chance, index, between };
}

/**
 * The life of a request drawn as `call` ({ createdAt, hour, weekday, channel, service, county, priceCents, … }):
 * its steps' times, how it ended and its offers. `pickProvider(county)` chooses a provider to offer a job to.
 */
export function liveRequest(call, context) {
  const life = lifeOf(call, context);
  // Offers are over, every one: an open offer would be taken up by the running app.
  life.offers = life.offers.filter((offer) => (offer.answeredAt ?? offer.expiresAt) <= context.now);
  return life;
}

function lifeOf(call, { d, now, pickProvider }) {
  const profile = profileOf(call);
  const night = call.hour < 6;
  const life = { call, status: 'pending_admin_review', events: { createdAt: call.createdAt }, offers: [], ending: null };
  const e = life.events;
  const at = (name, time) => (time <= now ? ((e[name] = time), true) : false);
  const close = (time, fields) => (time <= now ? Object.assign(life, { status: 'cancelled', ...fields, closedAt: time }) : life);

  const priceMinutes = d.logNormal(night ? 6 : 3.5, 0.6) * (d.chance(0.08) ? 6 : 1);
  if (!d.chance(profile.priced)) return close(call.createdAt + d.logNormal(25, 0.5) * MIN, { closedAction: 'cancel_request' });
  if (!at('pricedAt', call.createdAt + priceMinutes * MIN)) return life;
  life.status = 'admin_priced';

  if (call.channel === 'partner') {
    e.acceptedAt = e.pricedAt;
    life.status = 'payment_completed';
  } else {
    if (!d.chance(profile.accepted)) return turnedDown(life, d, close);
    if (d.chance(0.08)) life.counterCents = Math.round((call.priceCents * 0.85) / 500) * 500;
    if (!at('acceptedAt', e.pricedAt + d.logNormal(5, 0.8) * MIN)) return (life.status = 'pending_customer_response'), life;
    life.status = 'payment_pending';
    if (!d.chance(profile.paid)) {
      return d.chance(0.6) ? close(e.acceptedAt + d.logNormal(20, 0.6) * MIN, { closedAction: 'cancel_request' }) : life;
    }
    if (!at('paidAt', e.acceptedAt + d.logNormal(3, 0.5) * MIN)) return life;
    life.status = 'deposit_paid';
  }
  const paidAt = e.paidAt ?? e.acceptedAt;

  const ending = endingOf(profile, d);
  const assignMs = d.logNormal(...profile.assignMinutes) * MIN * (night && profile === PROFILES.usual ? 1.7 : 1);
  if (ending === 'no_provider' || ending === 'customer_before') {
    const closedAt = paidAt + (ending === 'no_provider' ? d.logNormal(35, 0.3) : d.logNormal(6, 0.5)) * MIN;
    life.offers = offersUntil(paidAt, Math.min(closedAt, now), null, call, d, pickProvider, ending === 'no_provider' ? [0, 0, 0.2, 0.3, 0.3, 0.2] : [0.4, 0.4, 0.2]);
    return close(closedAt, { cause: ending === 'no_provider' ? 'no_provider' : 'customer', closedAction: ending === 'no_provider' ? 'cancel_no_provider' : 'cancel_paid_request', step: 'before_dispatch' });
  }
  const accepted = { provider: pickProvider(call.point?.county), answeredMs: d.logNormal(40, 0.6) * 1000 };
  const assignedAt = paidAt + Math.max(assignMs, accepted.answeredMs + 20_000);
  life.offers = offersUntil(paidAt, assignedAt - accepted.answeredMs, accepted, call, d, pickProvider, profile.failedOffers);
  if (!at('assignedAt', assignedAt)) {
    // Still looking for a truck.
    life.offers = life.offers.filter((offer) => !offer.accepted);
    return life;
  }
  life.provider = accepted.provider;
  life.status = 'assigned';

  const rush = call.weekday < 5 && [7, 8, 16, 17, 18].includes(call.hour) ? 1.12 : 1;
  const towing = isTow(call.service) ? 1.1 : 1;
  const etaMinutes = Math.round(Math.min(150, Math.max(10, d.logNormal(profile.etaMinutes * rush * towing, 0.25))));
  const driveMs = etaMinutes * MIN * d.logNormal(...profile.driveFactor);
  e.promisedAt = assignedAt + etaMinutes * MIN;
  life.etaMinutes = etaMinutes;
  at('setOffAt', assignedAt + d.between(0.5, 3) * MIN);
  const arrivesAt = assignedAt + driveMs;
  if (arrivesAt > e.promisedAt + SLIP_MS || ending === 'late_provider') at('slipTextedAt', Math.max(assignedAt + 5 * MIN, e.promisedAt - 3 * MIN));

  if (ending === 'late_provider') return close(e.promisedAt + d.logNormal(14, 0.4) * MIN, { cause: 'late_provider', closedAction: 'cancel_late_with_refund', step: 'on_the_way' });
  if (ending === 'provider_cancelled' || ending === 'customer_on_way' || ending === 'dispatcher') {
    const fields = {
      provider_cancelled: { cause: 'provider_cancelled', closedAction: 'refund_deposit' },
      customer_on_way: { cause: 'customer', closedAction: 'cancel_paid_request' },
      dispatcher: { cause: 'dispatcher', closedAction: 'refund_deposit' },
    }[ending];
    return close(assignedAt + driveMs * d.between(0.2, 0.7), { ...fields, step: 'on_the_way' });
  }
  if (!at('arrivedAt', arrivesAt)) return (life.status = e.setOffAt ? 'en_route' : 'assigned'), life;
  life.status = 'arrived';
  life.onTime = arrivesAt <= e.promisedAt + GRACE_MS;
  if (ending === 'gone_on_arrival') return close(arrivesAt + d.logNormal(16, 0.3) * MIN, { cause: 'gone_on_arrival', closedAction: 'confirm_gone_on_arrival', step: 'at_the_car' });
  if (ending === 'refused_at_car') return close(arrivesAt + d.logNormal(8, 0.4) * MIN, { cause: 'refused_at_car', closedAction: 'cancel_paid_request', step: 'at_the_car' });

  const serviceMinutes = isTow(call.service) ? 20 + call.towMiles * 2.2 : d.logNormal(16, 0.45);
  if (!at('completedAt', arrivesAt + serviceMinutes * MIN)) return (life.status = 'in_progress'), life;
  life.status = 'completed';
  return life;
}

/** A price the customer never took: turned down, a counter-offer refused, cancelled, or never answered. */
function turnedDown(life, d, close) {
  const { pricedAt } = life.events;
  const way = d.index([45, 15, 15, 25]);
  if (way === 0) return close(pricedAt + d.logNormal(8, 0.6) * MIN, { closedAction: 'reject_final_offer', decision: 'rejected' });
  if (way === 1) {
    life.counterCents = Math.round((life.call.priceCents * 0.7) / 500) * 500;
    return close(pricedAt + d.logNormal(12, 0.5) * MIN, { closedAction: 'reject_counter' });
  }
  if (way === 2) return close(pricedAt + d.logNormal(15, 0.6) * MIN, { closedAction: 'cancel_request' });
  life.status = d.chance(0.5) ? 'admin_priced' : 'pending_customer_response';
  return life;
}

function endingOf(profile, d) {
  let roll = d.random();
  for (const [ending, p] of Object.entries(profile.after)) if ((roll -= p) < 0) return ending;
  return 'completed';
}

/**
 * The offers sent between `from` and `until`: some declined or left to expire, then the one
 * `accepted` (answered at `until` + its answer time), if any. Failed counts drawn by `weights` (0, 1, 2 …).
 */
function offersUntil(from, until, accepted, call, d, pickProvider, weights) {
  const failed = d.index(weights);
  const offers = [];
  const span = Math.max(0, until - from - 20_000);
  for (let i = 0; i < failed; i++) {
    const sentAt = from + 15_000 + (span * i) / Math.max(1, failed);
    const declined = d.chance(0.55);
    offers.push({
      provider: pickProvider(call.point?.county),
      sentAt,
      status: declined ? 'declined' : 'expired',
      answeredAt: declined ? sentAt + d.logNormal(55, 0.6) * 1000 : null,
      etaMinutes: null,
    });
  }
  if (accepted) {
    const sentAt = Math.max(from + 10_000, until);
    offers.push({ provider: accepted.provider, sentAt, status: 'accepted', answeredAt: sentAt + accepted.answeredMs, accepted: true });
  }
  for (const offer of offers) offer.expiresAt = offer.sentAt + OFFER_WINDOW_MS;
  // A provider offered the job twice keeps only their last offer's answer: the earlier one was withdrawn.
  const seen = new Set();
  for (let i = offers.length - 1; i >= 0; i--) {
    if (seen.has(offers[i].provider.id)) Object.assign(offers[i], { status: 'withdrawn', answeredAt: null });
    seen.add(offers[i].provider.id);
  }
  return offers;
}
