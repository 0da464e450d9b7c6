import { dallasDate, standingOn } from '../../domain/provider-credentials';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { invalid } from '../../common/errors/app-error';
import { toTextableUsNumber } from '../../common/phone/phone-number';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { ProviderView } from '../../contracts/provider-views';
import type { ProviderUpdateBody } from '../../contracts/request-bodies';
import type { Language } from '../../domain/language';
import { newAssigneeProblem, providerDetailsProblem, type ProviderDetailsInput } from '../../domain/provider-details';
import { ProviderErrors } from './provider-errors';
import { NetworkErrors } from './network/network-errors';
import { DomainEvents } from '../../infra/events/domain-events';
import { ProviderUnavailable } from './events/provider-unavailable.event';
import { ProviderPageLinksService } from './provider-page/provider-page-links.service';
import { Provider } from './entities/provider.entity';
import { ProviderScorecardsService } from './scorecards/provider-scorecards.service';
import { toProviderView } from './provider-view.mapper';

const ROSTER_LIMIT = 200;

/** Who is assigned: a roster entry by id, or a new provider by name and phone (email optional). */
export type Assignee = { providerId: string } | ProviderDetailsInput;

const trimmedOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** The roster of independent providers: who they are, whether they take jobs, how their jobs went. */
@Injectable()
export class ProviderRosterService {
  constructor(
    private readonly em: EntityManager,
    private readonly scorecards: ProviderScorecardsService,
    private readonly pageLinks: ProviderPageLinksService,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether this phone (E.164) is a provider's: their texts are never taken as a customer's first text. */
  async hasPhone(phone: string): Promise<boolean> {
    return (await this.em.fork().count(Provider, { phone })) > 0;
  }

  async list(search = ''): Promise<ProviderView[]> {
    const em = this.em.fork();
    const term = search.trim();
    const digits = term.replace(/\D/g, '');
    const where = term
      ? { $or: [{ name: { $ilike: `%${escapeLike(term)}%` } }, ...(digits ? [{ phone: { $like: `%${digits}%` } }] : [])] }
      : {};
    const providers = await em.find(Provider, where, { orderBy: { active: 'desc', name: 'asc' }, limit: ROSTER_LIMIT });
    const standings = await this.scorecards.forProviders(providers.map((p) => p.id));
    return providers.map((provider) => toProviderView(provider, standings.get(provider.id)));
  }

  async create(body: ProviderDetailsInput & ProviderAvailability & { language?: Language }): Promise<ProviderView> {
    const problem = providerDetailsProblem(body);
    if (problem) throw ProviderErrors.providerProblem(problem);
    const em = this.em.fork();
    const provider = new Provider({ ...this.details(body), language: body.language, now: this.clock.now() });
    applyAvailability(provider, body);
    em.persist(provider);
    await this.flushUnique(em);
    // Joining the roster texts the provider their page, where they go on duty and take offers.
    await this.pageLinks.issue(provider.id);
    return toProviderView(await this.em.fork().findOneOrFail(Provider, provider.id));
  }

  async update(id: string, body: ProviderUpdateBody): Promise<ProviderView> {
    const em = this.em.fork();
    const provider = await em.findOne(Provider, { id });
    if (!provider) throw ProviderErrors.providerNotFound();
    // A provider who joined by name and phone at assignment can be switched off before their details are complete.
    const editsDetails = [body.name, body.contactName, body.phone, body.email, body.vehicleInfo].some((value) => value !== undefined);
    if (editsDetails) {
      const next = {
        name: body.name ?? provider.name,
        contactName: body.contactName ?? provider.contactName,
        phone: body.phone ?? provider.phone,
        email: body.email ?? provider.email,
        vehicleInfo: body.vehicleInfo ?? provider.vehicleInfo,
      };
      const problem = providerDetailsProblem(next);
      if (problem) throw ProviderErrors.providerProblem(problem);
      Object.assign(provider, this.details(next));
    }
    const paused = provider.active && body.active === false;
    if (body.active !== undefined) provider.active = body.active;
    if (body.language !== undefined) provider.language = body.language;
    applyAvailability(provider, body);
    provider.updatedAt = this.clock.now();
    await this.flushUnique(em);
    if (paused) await this.events.publish(new ProviderUnavailable(id, 'paused'));
    return toProviderView(provider, (await this.scorecards.forProviders([id])).get(id));
  }

  /**
   * The provider to assign, inside the assignment's transaction. A new name and phone joins the
   * roster, or is matched to the entry that already has that phone.
   */
  async resolveAssignee(tx: EntityManager, assignee: Assignee): Promise<Provider> {
    if ('providerId' in assignee) {
      const provider = await tx.findOne(Provider, { id: assignee.providerId });
      if (!provider) throw ProviderErrors.providerNotFound();
      if (!provider.active) throw ProviderErrors.providerInactive();
      refuseUnlessInGoodStanding(provider, dallasDate(this.clock.now()));
      return provider;
    }
    const problem = newAssigneeProblem(assignee);
    if (problem) throw ProviderErrors.providerProblem(problem);
    const phone = this.phoneOf(assignee.phone);
    const existing = await tx.findOne(Provider, { phone });
    if (existing) {
      if (!existing.active) throw ProviderErrors.providerInactive();
      refuseUnlessInGoodStanding(existing, dallasDate(this.clock.now()));
      return existing;
    }
    const joining = new Provider({ name: assignee.name!.trim(), phone, email: trimmedOrNull(assignee.email), now: this.clock.now() });
    tx.persist(joining);
    return joining;
  }

  private details(input: ProviderDetailsInput & { contactName?: string | null }) {
    return {
      name: input.name!.trim(),
      contactName: trimmedOrNull(input.contactName),
      phone: this.phoneOf(input.phone),
      email: trimmedOrNull(input.email),
      vehicleInfo: trimmedOrNull(input.vehicleInfo),
    };
  }

  /** Job texts go to this number, so it must be one that can receive them. */
  private phoneOf(input: string | null | undefined): string {
    const phone = toTextableUsNumber(input);
    if (!phone) throw ProviderErrors.providerProblem('invalidPhone');
    return phone;
  }

  private async flushUnique(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw ProviderErrors.phoneTaken();
      throw error;
    }
  }
}

/** A suspended provider (or one whose document lapsed today), or one whose documents wait for review, is not sent to a customer. */
function refuseUnlessInGoodStanding(provider: Provider, today: string): void {
  const standing = standingOn(provider, today);
  if (standing === 'under_review') throw NetworkErrors.underReview(provider.name);
  if (standing !== 'active') throw NetworkErrors.suspended(provider.name, standing);
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** What a provider can do and where: set on the roster form, each part only when sent. */
type ProviderAvailability = Pick<ProviderUpdateBody, 'services' | 'vehicleClasses' | 'homeAddress' | 'homeLat' | 'homeLng' | 'serviceRadiusMiles' | 'balanceMethod'>;

function applyAvailability(provider: Provider, body: ProviderAvailability): void {
  if ((body.homeLat === undefined) !== (body.homeLng === undefined)) {
    throw invalid(ERROR_CODES.invalidHomeBase, 'Invalid Home Base', 'Enter both the latitude and the longitude of the home base');
  }
  if (body.services !== undefined) provider.services = [...new Set(body.services)];
  if (body.vehicleClasses !== undefined) provider.vehicleClasses = [...new Set(body.vehicleClasses)];
  if (body.homeAddress !== undefined) provider.homeAddress = body.homeAddress.trim() || null;
  if (body.homeLat !== undefined && body.homeLng !== undefined) {
    provider.homeLat = body.homeLat;
    provider.homeLng = body.homeLng;
  }
  if (body.serviceRadiusMiles !== undefined) provider.serviceRadiusMiles = body.serviceRadiusMiles;
  if (body.balanceMethod !== undefined) provider.balanceMethod = body.balanceMethod;
}
