import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../infra/queue/catalogued-processor';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { WeeklySummaryService } from '../insights';
import { DocumentExpiryService } from '../providers';
import { OrphanFileSweepService } from './orphan-file-sweep.service';
import { RequestCleanupService } from './request-cleanup.service';

@Processor(QUEUES.maintenance)
export class MaintenanceProcessor extends CataloguedProcessor<'maintenance'> {
  readonly queue = QUEUES.maintenance;
  protected readonly handlers: JobHandlers<'maintenance'> = {
    'cleanup-completed': () => this.cleanup.deleteExpiredCompleted(),
    'check-provider-documents': () => this.documents.check(),
    'sweep-orphan-files': () => this.files.sweep(),
    'send-weekly-summary': () => this.summary.sendLastWeek(),
  };

  constructor(
    private readonly cleanup: RequestCleanupService,
    private readonly documents: DocumentExpiryService,
    private readonly files: OrphanFileSweepService,
    private readonly summary: WeeklySummaryService,
  ) {
    super();
  }
}
