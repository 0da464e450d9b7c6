import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';

/**
 * A fact one module states after its change has committed, for modules it must not depend on (a
 * subscriber names the event's class: `@OnEvent(ProviderUnavailable.name, SUBSCRIBER_OPTIONS)`).
 */
export abstract class DomainEvent {
  get name(): string {
    return this.constructor.name;
  }
}

/** Subscribers' errors reach the publisher's log instead of vanishing in the emitter. */
export const SUBSCRIBER_OPTIONS = { suppressErrors: false } as const;

/** Publishes a committed change's events and waits for their subscribers; a subscriber that fails is logged, and the change stands. */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);

  constructor(private readonly emitter: EventEmitter2) {}

  async publish(event: DomainEvent): Promise<void> {
    try {
      await this.emitter.emitAsync(event.name, event);
    } catch (error) {
      this.logger.error(`A subscriber to ${event.name} failed: ${(error as Error).message}`);
    }
  }
}
