import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobScheduleKeeper } from './job-schedule-keeper';
import { QueueCatalogueCheck } from './queue-catalogue.check';

/** Loaded with the processors: checks at start that every catalogued job has one, and keeps the repeating jobs registered. */
@Module({
  imports: [DiscoveryModule],
  providers: [QueueCatalogueCheck, JobScheduleKeeper],
})
export class QueueWorkerModule {}
