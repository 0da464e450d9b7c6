import twilio from 'twilio';

type RequestOptions<TData> = Parameters<twilio.RequestClient['request']>[0] & { data?: TData };

/** Sends the SDK's requests to another base URL (a loopback stand-in of the Twilio API). */
export class LoopbackRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super();
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const original = new URL(opts.uri);
    const rewritten = `${this.baseUrl}${original.pathname}${original.search}`;
    return super.request<TData>({ ...opts, uri: rewritten });
  }
}
