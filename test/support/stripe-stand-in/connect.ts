import { PaymentDesk } from './payments';
import {
  answer,
  isPositiveAmount,
  list,
  newId,
  noSuch,
  notFound,
  numberParam,
  nowInSeconds,
  paramsUnder,
  randomHex,
  refuse,
  StandInCall,
  StandInRoute,
  withoutKey,
} from './wire';

/** A connected account: a provider's place to be paid. */
export interface StandInAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  /** Each requested capability: inactive until onboarding is complete. */
  capabilities: Record<string, 'active' | 'inactive'>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StandInAccountLink {
  account: string;
  type: string;
  refresh_url: string | null;
  return_url: string | null;
  url: string;
  expires_at: number;
  created: number;
}

export interface StandInReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: string;
  transfer: string;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StandInTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  transfer_group: string | null;
  description: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  reversals: StandInReversal[];
  idempotencyKey: string | null;
}

const NEW_ACCOUNT_DUE = ['external_account', 'individual.verification.document'];
const NO_TRANSFERS = 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments';

/** Connect: express accounts, their onboarding links, transfers to them and reversals of those. */
export class ConnectDesk {
  readonly accounts: StandInAccount[] = [];
  readonly accountLinks: StandInAccountLink[] = [];
  readonly transfers: StandInTransfer[] = [];

  readonly routes: StandInRoute[] = [
    ['POST', /^\/v1\/accounts$/, (call) => this.createAccount(call)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (call, id) => this.retrieveAccount(call, id)],
    ['POST', /^\/v1\/account_links$/, (call) => this.createAccountLink(call)],
    ['POST', /^\/v1\/transfers$/, (call) => this.createTransfer(call)],
    ['GET', /^\/v1\/transfers\/([^/]+)$/, (call, id) => this.retrieveTransfer(call, id)],
    ['POST', /^\/v1\/transfers\/([^/]+)\/reversals$/, (call, id) => this.reverse(call, id)],
  ];

  constructor(private readonly payments: PaymentDesk) {}

  reset(): void {
    this.accounts.length = 0;
    this.accountLinks.length = 0;
    this.transfers.length = 0;
  }

  account(accountId: string): StandInAccount {
    const account = this.accounts.find((candidate) => candidate.id === accountId);
    if (!account) throw new Error(`The stand-in holds no account ${accountId}`);
    return account;
  }

  completeOnboarding(accountId: string): Omit<StandInAccount, 'idempotencyKey'> {
    const account = this.account(accountId);
    Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    account.requirements = { currently_due: [], disabled_reason: null };
    for (const capability of Object.keys(account.capabilities)) account.capabilities[capability] = 'active';
    return withoutKey(account);
  }

  /** Payouts stop until the provider sends more; what was granted (transfers) stays, as with Stripe's paused payouts. */
  requireMoreDetails(accountId: string, due: string[] = ['individual.verification.document']): Omit<StandInAccount, 'idempotencyKey'> {
    const account = this.account(accountId);
    account.payouts_enabled = false;
    account.requirements = { currently_due: due, disabled_reason: null };
    return withoutKey(account);
  }

  private createAccount({ params, idempotencyKey, response }: StandInCall): void {
    const again = idempotencyKey ? this.accounts.find((account) => account.idempotencyKey === idempotencyKey) : undefined;
    if (again) return answer(response, 200, withoutKey(again));
    const requested = Object.entries(paramsUnder(params, 'capabilities')).filter(([key, value]) => key.endsWith('.requested') && value === 'true');
    const account: StandInAccount = {
      id: newId('acct', 8),
      object: 'account',
      type: params.get('type') ?? 'express',
      country: params.get('country') ?? 'US',
      email: params.get('email'),
      capabilities: Object.fromEntries(requested.map(([key]) => [key.slice(0, -'.requested'.length), 'inactive'])),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: { currently_due: [...NEW_ACCOUNT_DUE], disabled_reason: 'requirements.past_due' },
      metadata: paramsUnder(params, 'metadata'),
      idempotencyKey,
    };
    this.accounts.push(account);
    answer(response, 200, withoutKey(account));
  }

  private retrieveAccount({ response }: StandInCall, id: string): void {
    const account = this.accounts.find((candidate) => candidate.id === id);
    return account ? answer(response, 200, withoutKey(account)) : notFound(response);
  }

  private createAccountLink({ params, response }: StandInCall): void {
    const account = params.get('account') ?? '';
    if (!this.accounts.some((candidate) => candidate.id === account)) return noSuch(response, 'account', account, 'account');
    const type = params.get('type');
    if (!type) return refuse(response, 'Missing required param: type.', { param: 'type' });
    const created = nowInSeconds();
    const link: StandInAccountLink = {
      account,
      type,
      refresh_url: params.get('refresh_url'),
      return_url: params.get('return_url'),
      url: `https://connect.stripe.com/setup/e/${account}/${randomHex(9)}`,
      expires_at: created + 300,
      created,
    };
    this.accountLinks.push(link);
    answer(response, 200, { object: 'account_link', url: link.url, expires_at: link.expires_at, created });
  }

  private createTransfer({ params, idempotencyKey, response }: StandInCall): void {
    const again = idempotencyKey ? this.transfers.find((transfer) => transfer.idempotencyKey === idempotencyKey) : undefined;
    if (again) return answer(response, 200, publicTransfer(again));
    const amount = numberParam(params, 'amount');
    if (!isPositiveAmount(amount)) return refuse(response, 'Invalid positive integer', { param: 'amount' });
    const currency = params.get('currency');
    if (!currency) return refuse(response, 'Missing required param: currency.', { param: 'currency' });
    const destination = params.get('destination') ?? '';
    const account = this.accounts.find((candidate) => candidate.id === destination);
    if (!account) return noSuch(response, 'destination', destination, 'destination');
    if (account.capabilities.transfers !== 'active') return refuse(response, NO_TRANSFERS, { code: 'insufficient_capabilities_for_transfer', param: 'destination' });
    const source = params.get('source_transaction');
    if (source && !this.payments.intentOfCharge(source)) return noSuch(response, 'charge', source, 'source_transaction');
    const transfer: StandInTransfer = {
      id: newId('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency,
      destination,
      source_transaction: source,
      transfer_group: params.get('transfer_group'),
      description: params.get('description'),
      metadata: paramsUnder(params, 'metadata'),
      reversed: false,
      reversals: [],
      idempotencyKey,
    };
    this.transfers.push(transfer);
    answer(response, 200, publicTransfer(transfer));
  }

  private retrieveTransfer({ response }: StandInCall, id: string): void {
    const transfer = this.transfers.find((candidate) => candidate.id === id);
    return transfer ? answer(response, 200, publicTransfer(transfer)) : notFound(response);
  }

  private reverse({ params, idempotencyKey, response }: StandInCall, transferId: string): void {
    const transfer = this.transfers.find((candidate) => candidate.id === transferId);
    if (!transfer) return notFound(response);
    const again = idempotencyKey ? transfer.reversals.find((reversal) => reversal.idempotencyKey === idempotencyKey) : undefined;
    if (again) return answer(response, 200, withoutKey(again));
    const left = transfer.amount - transfer.amount_reversed;
    if (left === 0) return refuse(response, `Transfer ${transfer.id} has already been fully reversed.`);
    const amount = numberParam(params, 'amount') ?? left;
    if (!isPositiveAmount(amount)) return refuse(response, 'Invalid positive integer', { param: 'amount' });
    if (amount > left) {
      return refuse(response, `You have attempted to reverse ${amount} of transfer ${transfer.id}, which has only ${left} left to reverse.`, { param: 'amount' });
    }
    const reversal: StandInReversal = {
      id: newId('trr'),
      object: 'transfer_reversal',
      amount,
      currency: transfer.currency,
      transfer: transfer.id,
      metadata: paramsUnder(params, 'metadata'),
      idempotencyKey,
    };
    transfer.reversals.push(reversal);
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    answer(response, 200, withoutKey(reversal));
  }
}

function publicTransfer(transfer: StandInTransfer): object {
  const reversals = transfer.reversals.map((reversal) => withoutKey(reversal));
  return { ...withoutKey(transfer), reversals: list(reversals, `/v1/transfers/${transfer.id}/reversals`) };
}
