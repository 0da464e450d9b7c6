import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { ProviderApplicationView } from '../../../contracts/network-views';
import type { ApplicationStatus } from '../../../domain/provider-applications';
import { dallasDate, expiryStanding } from '../../../domain/provider-credentials';
import { SmsOutboxService } from '../../notifications';
import { writeNetworkNotice } from './network-texts';
import { ProviderApplication } from '../entities/provider-application.entity';
import { ProviderDocument } from '../entities/provider-document.entity';
import { ProviderNetworkEvent } from '../entities/provider-network-event.entity';
import { Provider } from '../entities/provider.entity';
import { ProviderPageLinksService } from '../provider-page/provider-page-links.service';
import { staffSignature } from '../../../common/staff/acting-staff';
import { NetworkErrors } from './network-errors';
import { toApplicationView } from './network-views.mapper';
import { ProviderDocumentsService } from './provider-documents.service';

/**
 * The dispatcher's side of applications: each read with its documents, then approved (the applicant
 * joins the roster, active, with the vetted credentials, and is texted their provider page) or
 * rejected with a reason they are texted. Either decision is made once, under the application's lock.
 */
@Injectable()
export class ApplicationReviewsService {
  private readonly logger = new Logger(ApplicationReviewsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly documents: ProviderDocumentsService,
    private readonly pageLinks: ProviderPageLinksService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Oldest waiting first; decided ones newest first. */
  async list(status: ApplicationStatus): Promise<ProviderApplicationView[]> {
    const order = status === 'pending' ? 'asc' : 'desc';
    const applications = await this.em.fork().find(ProviderApplication, { status }, { orderBy: { submittedAt: order, id: order }, limit: 200 });
    return Promise.all(applications.map(async (application) => toApplicationView(application, await this.documents.viewsOf({ application: application.id }))));
  }

  async view(id: string): Promise<ProviderApplicationView> {
    const application = await this.em.fork().findOne(ProviderApplication, id);
    if (!application) throw NetworkErrors.applicationNotFound();
    return toApplicationView(application, await this.documents.viewsOf({ application: id }));
  }

  async approve(id: string, admin: string): Promise<ProviderApplicationView> {
    const providerId = await this.outbox.transaction(async (tx, texts) => {
      const application = await this.pending(tx, id);
      if (await tx.count(Provider, { phone: application.phone })) throw NetworkErrors.alreadyOnRoster();
      const now = this.clock.now();
      // Checked at submission, but an application can wait past its own expiry dates.
      const today = dallasDate(now);
      if ([application.insuranceExpiresOn, application.licenceExpiresOn].some((on) => expiryStanding(on, today).state === 'lapsed')) throw NetworkErrors.applicationLapsed();
      const provider = new Provider({ name: application.companyName, contactName: application.contactName, phone: application.phone, email: application.email, language: application.language, now });
      Object.assign(provider, {
        services: application.services,
        vehicleClasses: application.vehicleClasses,
        homeAddress: application.homeAddress,
        homeLat: application.homeLat,
        homeLng: application.homeLng,
        serviceRadiusMiles: application.serviceRadiusMiles,
        networkStatus: 'active',
        companyLicence: application.companyLicence,
        operatorLicence: application.operatorLicence,
        truckPermits: application.truckPermits,
        licenceExpiresOn: application.licenceExpiresOn,
        insuranceCarrier: application.insuranceCarrier,
        insurancePolicy: application.insurancePolicy,
        insuranceCoverageCents: application.insuranceCoverageCents,
        insuranceExpiresOn: application.insuranceExpiresOn,
      });
      tx.persist(provider);
      Object.assign(application, { status: 'approved', decidedAt: now, decidedBy: admin, provider });
      await tx.flush();
      await tx.nativeUpdate(ProviderDocument, { application: id }, { provider: provider.id });
      // The provider's history starts with their application.
      await tx.nativeUpdate(ProviderNetworkEvent, { application: id }, { provider: provider.id });
      tx.create(ProviderNetworkEvent, { provider, application, action: 'approved', actor: admin, at: now, ...staffSignature() });
      texts.stage({
        to: application.phone,
        body: writeNetworkNotice(application.language, 'application-approved', { company: application.companyName }),
        template: 'application-approved',
        idempotencyKey: `application-approved:${id}`,
      });
      return provider.id;
    });
    // Its own transaction and text, after the welcome. The approval stands if it fails: the roster's 'Text Provider Link' sends it again.
    await this.pageLinks.issue(providerId).catch((error: Error) => this.logger.error(`Provider page link for ${providerId} not sent after approval: ${error.message}`));
    return this.view(id);
  }

  async reject(id: string, admin: string, reason: string): Promise<ProviderApplicationView> {
    await this.outbox.transaction(async (tx, texts) => {
      const application = await this.pending(tx, id);
      const now = this.clock.now();
      Object.assign(application, { status: 'rejected', decidedAt: now, decidedBy: admin, rejectReason: reason });
      tx.create(ProviderNetworkEvent, { application, action: 'rejected', actor: admin, reason, at: now, ...staffSignature() });
      texts.stage({
        to: application.phone,
        body: writeNetworkNotice(application.language, 'application-rejected', { reason: withStop(reason), supportPhone: this.config.supportPhone }),
        template: 'application-rejected',
        idempotencyKey: `application-rejected:${id}`,
      });
    });
    return this.view(id);
  }

  private async pending(tx: EntityManager, id: string): Promise<ProviderApplication> {
    const application = await tx.findOne(ProviderApplication, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw NetworkErrors.applicationNotFound();
    if (application.status !== 'pending') throw NetworkErrors.applicationDecided();
    return application;
  }
}

/** The reason is read as a sentence inside the text. */
const withStop = (reason: string): string => (/[.!?]$/.test(reason) ? reason : `${reason}.`);
