import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { JobResult, JOBS, QUEUES, SendSmsPayload } from '../../infra/queue/queue-catalogue';
import { SmsDeliveryService } from './sms-delivery.service';

@Processor(QUEUES.sms)
export class SmsProcessor extends WorkerHost {
  constructor(private readonly delivery: SmsDeliveryService) {
    super();
  }

  async process(job: Job<SendSmsPayload>): Promise<JobResult> {
    if (job.name === JOBS.sweepOutbox) return this.delivery.sweep();
    return this.delivery.send(job.data.messageId);
  }
}
