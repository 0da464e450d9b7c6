import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PartnerJobPage, PartnerJobView } from '../../../contracts/account-views';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { requestStatusesFor, type PartnerJobStatus } from '../../../domain/business-accounts';
import type { RequestRecord } from '../../../domain/request-record';
import type { Download } from '../../../common/http/send-download';
import { ReceiptsService } from '../../payments';
import { PricingService } from '../../pricing';
import { RequestRepository } from '../../request-core';
import { RequestIntakeService } from '../../requests';
import { AccountErrors } from '../account-errors';
import { BusinessAccountsService } from '../accounts/business-accounts.service';
import { AccountJobCancellations } from './account-job-cancellations';
import { decodeCursor, encodeCursor } from './job-cursor';
import type { CreatePartnerJobDto } from './partner-job.dto';
import { toPartnerJobView } from './partner-job-view';

const PAGE_SIZE = 25;

/** Who sends or cancels a job: the account, and as the activity log names them. */
export interface AccountCaller {
  accountId: string;
  /** 'Sam Ortiz on the business portal', 'the partner API (key rsk_1a2b3c4d5e6f)'. */
  as: string;
}

/** A business account's jobs, the same for its portal and the partner API: an account only ever reaches its own. */
@Injectable()
export class AccountJobsService {
  private readonly logger = new Logger(AccountJobsService.name);

  constructor(
    private readonly accounts: BusinessAccountsService,
    private readonly intake: RequestIntakeService,
    private readonly pricing: PricingService,
    private readonly requests: RequestRepository,
    private readonly cancellations: AccountJobCancellations,
    private readonly receipts: ReceiptsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new job, priced from the rate card when the account is priced so and the card can; else a dispatcher prices it. */
  async create(caller: AccountCaller, body: CreatePartnerJobDto, idempotencyKey?: string): Promise<PartnerJobView> {
    const account = await this.accounts.open(caller.accountId);
    const { reference, ...fields } = body;
    const { id } = await this.intake.createForAccount(fields, {
      accountId: account.id,
      accountName: account.name,
      reference: reference?.trim() || null,
      sentBy: caller.as,
      idempotencyKey,
      checkCredit: () => this.accounts.checkCredit(account),
    });
    const job = await this.requests.current(id);
    if (account.pricing === 'rate_card' && job.status === 'pending_admin_review') {
      // The job stands either way; when the card cannot price it now, the board shows it to a dispatcher.
      await this.pricing.priceFromCard(id).catch((error: Error) => this.logger.warn(`Rate card could not price ${id}: ${error.message}`));
    }
    return this.view(caller.accountId, id);
  }

  async view(accountId: string, jobId: string): Promise<PartnerJobView> {
    return toPartnerJobView(await this.own(accountId, jobId), this.config.publicUrl);
  }

  async page(accountId: string, status?: PartnerJobStatus, cursor?: string): Promise<PartnerJobPage> {
    const after = cursor ? decodeCursor(cursor) : null;
    const jobs = await this.requests.accountJobs(accountId, status ? requestStatusesFor(status) : null, after, PAGE_SIZE + 1);
    const shown = jobs.slice(0, PAGE_SIZE);
    const last = shown.at(-1);
    return {
      data: shown.map((job) => toPartnerJobView(job, this.config.publicUrl)),
      nextCursor: jobs.length > PAGE_SIZE && last ? encodeCursor(last) : null,
    };
  }

  /** The account's cancel, by the published ladder: free until a provider is on the way, then the fee goes on the invoice. */
  async cancel(caller: AccountCaller, jobId: string): Promise<PartnerJobView> {
    await this.own(caller.accountId, jobId);
    await this.cancellations.cancel(jobId, caller.as);
    return this.view(caller.accountId, jobId);
  }

  /** A completed job's itemized receipt, as the driver's own (a job of another account answers 404). */
  async receipt(accountId: string, jobId: string): Promise<Download> {
    await this.own(accountId, jobId);
    const pdf = await this.receipts.pdfOfRequest(jobId);
    if (!pdf) throw AccountErrors.noReceiptYet();
    return { ...pdf, contentType: 'application/pdf' };
  }

  /** Another account's job, or one that does not exist, answers the same 404. */
  private async own(accountId: string, jobId: string): Promise<RequestRecord> {
    const job = await this.requests.byId(jobId);
    if (!job || job.accountId !== accountId) throw AccountErrors.jobNotFound();
    return job;
  }
}
