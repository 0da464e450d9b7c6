import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { ProviderNetworkView } from '../../../contracts/network-views';
import type { ProviderView } from '../../../contracts/provider-views';
import { credentialProblems, dallasDate, expiryStanding, normalizePolicyNumber, normalizeTdlrNumber } from '../../../domain/provider-credentials';
import { SmsOutboxService } from '../../notifications';
import { writeNetworkNotice } from './network-texts';
import { ProviderErrors } from '../provider-errors';
import { ProviderDocument } from '../entities/provider-document.entity';
import { ProviderNetworkEvent } from '../entities/provider-network-event.entity';
import { Provider } from '../entities/provider.entity';
import { toProviderView } from '../provider-view.mapper';
import { documentsOf, parsedForm, readCredentials } from './application-input';
import { staffSignature } from '../../../common/staff/acting-staff';
import type { UploadedDocuments } from './document-upload.interceptor';
import { NetworkErrors } from './network-errors';
import { toCredentialsView, toNetworkEventView } from './network-views.mapper';
import { ProviderDocumentsService } from './provider-documents.service';

/**
 * A dispatcher's hand on a roster entry's standing: credentials and documents added (to a provider
 * who joined before they were asked, or as a renewal, which a suspended provider waits on under
 * review), and the reinstatement that lets a provider take jobs again once their documents are current.
 */
@Injectable()
export class ProviderCredentialsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly documents: ProviderDocumentsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(providerId: string): Promise<ProviderNetworkView> {
    if (!(await this.em.fork().count(Provider, { id: providerId }))) throw ProviderErrors.providerNotFound();
    const events = await this.em.fork().find(ProviderNetworkEvent, { provider: providerId }, { orderBy: { at: 'desc', id: 'desc' }, limit: 100 });
    return { documents: await this.documents.viewsOf({ provider: providerId }), events: events.map(toNetworkEventView) };
  }

  async addDocuments(providerId: string, json: string, files: UploadedDocuments | undefined, admin: string): Promise<ProviderView> {
    const credentials = readCredentials(parsedForm(json));
    const now = this.clock.now();
    const problems: Record<string, string> = { ...credentialProblems(credentials, dallasDate(now)) };
    const uploads = documentsOf(files);
    if (uploads.length === 0) problems.documents = 'Add the certificate of insurance or a licence photo that shows these details.';
    if (Object.keys(problems).length > 0) throw NetworkErrors.invalidApplication(problems);
    const stored = await this.documents.store(uploads);
    try {
      const provider = await this.em.fork().transactional(async (tx) => {
        const current = await tx.findOne(Provider, providerId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!current) throw ProviderErrors.providerNotFound();
        Object.assign(current, {
          companyLicence: normalizeTdlrNumber(credentials.companyLicence!),
          operatorLicence: normalizeTdlrNumber(credentials.operatorLicence!),
          truckPermits: [...new Set(credentials.truckPermits!.map(normalizeTdlrNumber))],
          licenceExpiresOn: credentials.licenceExpiresOn!,
          insuranceCarrier: credentials.insuranceCarrier!.trim(),
          insurancePolicy: normalizePolicyNumber(credentials.insurancePolicy!),
          insuranceCoverageCents: credentials.insuranceCoverageCents!,
          insuranceExpiresOn: credentials.insuranceExpiresOn!,
          // A suspended provider's renewal waits for a dispatcher's approval before jobs reach them again.
          networkStatus: current.networkStatus === 'suspended' ? 'under_review' : current.networkStatus,
          updatedAt: now,
        });
        for (const document of stored) tx.create(ProviderDocument, { ...document, provider: current, uploadedAt: now });
        tx.create(ProviderNetworkEvent, { provider: current, action: 'documents_added', actor: admin, reason: describeDocuments(uploads.length), at: now, ...staffSignature() });
        return current;
      });
      return toProviderView(provider);
    } catch (error) {
      await this.documents.discard(stored);
      throw error;
    }
  }

  /** Only with current credentials on file: a provider is never reinstated onto a lapsed policy. */
  async reinstate(providerId: string, admin: string, reason: string): Promise<ProviderView> {
    const provider = await this.outbox.transaction(async (tx, texts) => {
      const current = await tx.findOne(Provider, providerId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!current) throw ProviderErrors.providerNotFound();
      if (current.networkStatus === 'active') throw NetworkErrors.notSuspended();
      const today = dallasDate(this.clock.now());
      const credentials = toCredentialsView(current);
      const lapsed = !credentials || [credentials.insuranceExpiresOn, credentials.licenceExpiresOn].some((on) => expiryStanding(on, today).state === 'lapsed');
      if (lapsed) throw NetworkErrors.stillLapsed();
      const now = this.clock.now();
      Object.assign(current, { networkStatus: 'active', suspension: null, updatedAt: now });
      tx.create(ProviderNetworkEvent, { provider: current, action: 'reinstated', actor: admin, reason, at: now, ...staffSignature() });
      texts.stage({ to: current.phone, body: writeNetworkNotice(current.language, 'provider-reinstated', {}), template: 'provider-reinstated', idempotencyKey: `provider-reinstated:${current.id}:${now.getTime()}` });
      return current;
    });
    return toProviderView(provider);
  }
}

const describeDocuments = (count: number): string => (count === 1 ? '1 document' : `${count} documents`);
