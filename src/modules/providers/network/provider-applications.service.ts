import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { toTextableUsNumber } from '../../../common/phone/phone-number';
import type { ApplicationReceivedView } from '../../../contracts/network-views';
import { applicationProblems, type DocumentKind } from '../../../domain/provider-applications';
import { dallasDate, normalizePolicyNumber, normalizeTdlrNumber } from '../../../domain/provider-credentials';
import { SmsOutboxService } from '../../notifications';
import { writeNetworkNotice } from './network-texts';
import { ProviderApplication } from '../entities/provider-application.entity';
import { ProviderDocument } from '../entities/provider-document.entity';
import { ProviderNetworkEvent } from '../entities/provider-network-event.entity';
import { Provider } from '../entities/provider.entity';
import { documentsOf, readApplication } from './application-input';
import type { UploadedDocuments } from './document-upload.interceptor';
import { NetworkErrors } from './network-errors';
import { ProviderDocumentsService } from './provider-documents.service';

/**
 * The join page's applications: checked field by field, stored with their documents, and confirmed to
 * the applicant by text. No account: the phone number is who they are until a dispatcher decides.
 */
@Injectable()
export class ProviderApplicationsService {
  constructor(
    private readonly outbox: SmsOutboxService,
    private readonly documents: ProviderDocumentsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async submit(json: string, files: UploadedDocuments | undefined): Promise<ApplicationReceivedView> {
    const input = readApplication(json);
    const uploads = documentsOf(files);
    const counts: Record<DocumentKind, number> = { insurance_certificate: 0, licence_photo: 0 };
    for (const upload of uploads) counts[upload.kind] += 1;
    const now = this.clock.now();
    const problems = applicationProblems(input, counts, dallasDate(now), (phone) => toTextableUsNumber(phone) !== null);
    if (!coordinatesMakeSense(input)) Object.assign(problems, { homeAddress: 'Send both the latitude and the longitude of the home base, or neither.' });
    if (Object.keys(problems).length > 0) throw NetworkErrors.invalidApplication(problems);

    const stored = await this.documents.store(uploads);
    const phone = toTextableUsNumber(input.phone)!;
    try {
      return await this.outbox.transaction(async (tx, texts) => {
        if (await tx.count(Provider, { phone })) throw NetworkErrors.alreadyOnRoster();
        const language = input.language ?? 'en';
        const application = tx.create(ProviderApplication, {
          companyName: input.companyName!.trim(),
          contactName: input.contactName!.trim(),
          phone,
          email: input.email!.trim().toLowerCase(),
          language,
          services: [...new Set(input.services)],
          vehicleClasses: [...new Set(input.vehicleClasses)],
          homeAddress: input.homeAddress!.trim(),
          homeLat: input.homeLat ?? null,
          homeLng: input.homeLng ?? null,
          serviceRadiusMiles: input.serviceRadiusMiles!,
          companyLicence: normalizeTdlrNumber(input.companyLicence!),
          operatorLicence: normalizeTdlrNumber(input.operatorLicence!),
          truckPermits: [...new Set(input.truckPermits!.map(normalizeTdlrNumber))],
          licenceExpiresOn: input.licenceExpiresOn!,
          insuranceCarrier: input.insuranceCarrier!.trim(),
          insurancePolicy: normalizePolicyNumber(input.insurancePolicy!),
          insuranceCoverageCents: input.insuranceCoverageCents!,
          insuranceExpiresOn: input.insuranceExpiresOn!,
          submittedAt: now,
        });
        for (const document of stored) tx.create(ProviderDocument, { ...document, application, uploadedAt: now });
        tx.create(ProviderNetworkEvent, { application, action: 'applied', actor: `applicant ${phone}`, at: now });
        texts.stage({
          to: phone,
          body: writeNetworkNotice(language, 'application-received', { company: application.companyName }),
          template: 'application-received',
          idempotencyKey: `application-received:${application.id}`,
        });
        await tx.flush();
        return { id: application.id, submittedAt: now.toISOString() };
      });
    } catch (error) {
      await this.documents.discard(stored);
      if (error instanceof UniqueConstraintViolationException) throw NetworkErrors.alreadyApplied();
      throw error;
    }
  }
}

/** A home base's position is both numbers on the map, or left to the address. */
function coordinatesMakeSense({ homeLat, homeLng }: { homeLat?: number; homeLng?: number }): boolean {
  if (homeLat === undefined && homeLng === undefined) return true;
  return homeLat !== undefined && homeLng !== undefined && Math.abs(homeLat) <= 90 && Math.abs(homeLng) <= 180;
}
