import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { DomainEvents } from './domain-events';

/** The one in-process event bus: any module may publish, and subscribe with `@OnEvent`. */
@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: false, ignoreErrors: false })],
  providers: [DomainEvents],
  exports: [DomainEvents],
})
export class DomainEventsModule {}
