import { Injectable } from '@nestjs/common';

/**
 * Whether this api process is shutting down: readiness turns false, answers close their
 * connections, and whoever holds long-lived connections (sockets) lets them go.
 */
@Injectable()
export class DrainState {
  private drainingNow = false;
  private readonly onDrain: Array<() => void> = [];

  get draining(): boolean {
    return this.drainingNow;
  }

  whenDraining(release: () => void): void {
    this.onDrain.push(release);
  }

  begin(): void {
    if (this.drainingNow) return;
    this.drainingNow = true;
    for (const release of this.onDrain) release();
  }
}
