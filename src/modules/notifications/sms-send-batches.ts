import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CallBatcher } from '../../common/batching/call-batcher';
import { PendingSmsStatus } from './entities/pending-sms-status.entity';
import { SmsMessage } from './entities/sms-message.entity';
import type { SmsSendResult } from './providers/sms-provider';

/** An outbox row as a send reads it: a snapshot no flush writes, and whether its recipient opted out. */
export interface TextToSend {
  message: SmsMessage;
  optedOut: boolean;
  /** When the text is its request's first, the request's creation: the wait the customer had for it. */
  firstOfRequestSince: Date | null;
  /** An earlier text to the same phone is not sent yet: this one goes after it (SmsPhoneLines). */
  waitsForEarlier: boolean;
}

/** The row as the send read it, which it must still be for the claim to succeed. */
interface Claim {
  id: string;
  status: SmsMessage['status'];
  attempts: number;
  at: Date;
}

interface SentText {
  id: string;
  result: SmsSendResult;
  at: Date;
}

const READ_SQL = `
  select m.*, exists (select 1 from sms_opt_outs as o where o.phone = m.to_phone) as opted_out,
    (select r.created_at from customer_requests as r where r.id = m.request_id and not exists (
      select 1 from sms_messages as earlier
      where earlier.request_id = m.request_id and earlier.direction = 'outbound' and earlier.created_at < m.created_at
    )) as first_of_request_since,
    exists (
      select 1 from sms_messages as earlier
      where earlier.to_phone = m.to_phone and earlier.direction = 'outbound' and earlier.status in ('queued', 'sending') and earlier.seq < m.seq
    ) as waits_for_earlier
  from sms_messages as m where m.id in (?)`;

// An array parameter is written out as a list of values, hence array[?].
/** The row is claimed only if it is still as the send read it: its status and its attempt count. */
const CLAIM_SQL = `
  update sms_messages as m set status = 'sending', attempts = m.attempts + 1, updated_at = seen.at
  from unnest(array[?]::uuid[], array[?]::text[], array[?]::int[], array[?]::timestamptz[]) as seen (id, status, attempts, at)
  where m.id = seen.id and m.status = seen.status and m.attempts = seen.attempts
  returning m.id`;

const RECORD_SENT_SQL = `
  update sms_messages as m set status = sent.status, provider_sid = sent.provider_sid, sent_at = sent.at, updated_at = sent.at
  from unnest(array[?]::uuid[], array[?]::text[], array[?]::text[], array[?]::timestamptz[]) as sent (id, status, provider_sid, at)
  where m.id = sent.id`;

/**
 * The database steps of a send, each shared with the sends running at the same moment: with a
 * statement per send and step, the database and not Twilio would set how many texts leave a second.
 */
@Injectable()
export class SmsSendBatches {
  private readonly reads = new CallBatcher((ids: string[]) => this.readAll(ids));
  private readonly claims = new CallBatcher((claims: Claim[]) => this.claimAll(claims));
  private readonly sends = new CallBatcher((sent: SentText[]) => this.recordAllSent(sent));

  constructor(private readonly em: EntityManager) {}

  /** Null when the row no longer exists. */
  read(id: string): Promise<TextToSend | null> {
    return this.reads.call(id);
  }

  /** True for the one send that gets to send the text; the snapshot then shows the claim. */
  async claim(message: SmsMessage, at: Date): Promise<boolean> {
    const claimed = await this.claims.call({ id: message.id, status: message.status, attempts: message.attempts, at });
    if (claimed) Object.assign(message, { status: 'sending', attempts: message.attempts + 1, updatedAt: at });
    return claimed;
  }

  /** Records that the provider took the text; true when a status report for it came first and is kept. */
  recordSent(id: string, result: SmsSendResult, at: Date): Promise<boolean> {
    return this.sends.call({ id, result, at });
  }

  private async readAll(ids: string[]): Promise<Array<TextToSend | null>> {
    const em = this.em.fork();
    const rows: Array<Record<string, unknown>> = await em.execute(READ_SQL, [ids]);
    const byId = new Map(rows.map((row) => [row.id as string, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) return null;
      const firstOfRequestSince = row.first_of_request_since ? new Date(row.first_of_request_since as string | Date) : null;
      return { message: em.map(SmsMessage, row), optedOut: row.opted_out as boolean, firstOfRequestSince, waitsForEarlier: row.waits_for_earlier as boolean };
    });
  }

  private async claimAll(claims: Claim[]): Promise<boolean[]> {
    const rows: Array<{ id: string }> = await this.em.fork().execute(CLAIM_SQL, [
      claims.map(({ id }) => id),
      claims.map(({ status }) => status),
      claims.map(({ attempts }) => attempts),
      claims.map(({ at }) => at),
    ]);
    const claimed = new Set(rows.map((row) => row.id));
    // One row twice in a batch is updated once: only its first claim gets it.
    return claims.map(({ id }) => claimed.delete(id));
  }

  private async recordAllSent(sent: SentText[]): Promise<boolean[]> {
    const em = this.em.fork();
    await em.execute(
      RECORD_SENT_SQL,
      [sent.map(({ id }) => id), sent.map(({ result }) => result.status), sent.map(({ result }) => result.providerSid), sent.map(({ at }) => at)],
      'run',
    );
    // After the write: a report stored from now on finds the text itself (SmsDeliveryService.recordStatus).
    const kept = await em.find(PendingSmsStatus, { providerSid: { $in: sent.map(({ result }) => result.providerSid) } }, { disableIdentityMap: true });
    const keptFor = new Set(kept.map((report) => report.providerSid));
    return sent.map(({ result }) => keptFor.has(result.providerSid));
  }
}
