import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueCatalogueCheck } from './queue-catalogue.check';

/** Loaded with the processors: checks at start that every catalogued job has one. */
@Module({
  imports: [DiscoveryModule],
  providers: [QueueCatalogueCheck],
})
export class QueueWorkerModule {}
