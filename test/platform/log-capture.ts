import type { DestinationStream } from 'pino';

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

/** Collects the JSON lines an app logs, for a test to read back. */
export class LogCapture {
  private readonly written: string[] = [];

  /** Hand this to `useTestApp({ logDestination })`. */
  readonly destination: DestinationStream = { write: (line: string) => void this.written.push(line) };

  /** Everything logged so far, as written. */
  text(): string {
    return this.written.join('');
  }

  lines(): LogLine[] {
    return this.text()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);
  }

  clear(): void {
    this.written.length = 0;
  }
}
