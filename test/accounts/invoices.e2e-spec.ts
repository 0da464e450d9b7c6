import type { InvoiceView } from '../../src/contracts/account-views';
import { AccountChargesService } from '../../src/modules/accounts/invoices';
import { AccountCharge } from '../../src/modules/accounts/entities/account-charge.entity';
import { AccountInvoice } from '../../src/modules/accounts/entities/account-invoice.entity';
import { InvoiceIssuerService } from '../../src/modules/accounts/invoices/invoice-issuer.service';
import { InvoicesService } from '../../src/modules/accounts/invoices/invoices.service';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useStandIn } from '../support/stand-in';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from '../staff/staff-support';
import { aCompletedJob, aJobCancelledOnTheWay, anAccount } from './support/invoice-jobs';
import { aPortalRequester } from './support/invoice-portal';
import { SmtpStandIn } from './support/invoice-smtp-stand-in';

/** Tuesday 10 November 2026, 10 AM in Dallas: the month billed. */
const IN_NOVEMBER = new Date('2026-11-10T16:00:00Z');
/** Tuesday 1 December, 9 AM in Dallas (CST): November's invoices are due. */
const FIRST_OF_DECEMBER = new Date('2026-12-01T15:00:00Z');
const DAY_MS = 86_400_000;
/** The ladder's fee for a $200 job cancelled with its provider on the way: what its deposit would have been. */
const FEE_CENTS = 3_000;

describe('Monthly invoices of business accounts: their charges, issued once on the 1st, texted, emailed, paid', () => {
  const clock = new ManualClock(IN_NOVEMBER);
  const smtp = useStandIn(new SmtpStandIn());
  const t = useTestApp({
    clock,
    env: () => ({ SMTP_URL: smtp.url }),
    beforeEachTest: async () => {
      smtp.reset();
      await t.em().execute('truncate table account_charges, account_invoices, business_accounts cascade');
    },
  });

  const issueDue = (now = FIRST_OF_DECEMBER) => t.app.get(InvoiceIssuerService).issueDue(now);
  const invoicesOf = (accountId: string) => t.em().find(AccountInvoice, { accountId });
  const invoiceTexts = (phone: string) => t.em().find(SmsMessage, { to: phone, template: 'account-invoice' });

  /** An account's November: a tow with a winch-out approved (and a dolly declined), and a job its requester cancelled once the provider was on the way. */
  async function aNovember(overrides: Parameters<typeof anAccount>[1] = {}) {
    const account = await anAccount(t, overrides);
    const portal = await aPortalRequester(t, account.id);
    const completed = await aCompletedJob(t, { accountId: account.id, partnerReference: 'PO-1182' }, [
      { amountCents: 7_500, answer: 'approve' },
      { amountCents: 3_000, answer: 'decline', kind: 'dolly' },
    ]);
    clock.advance(60 * 60_000);
    const cancelled = await aJobCancelledOnTheWay(t, { accountId: account.id, onBehalfOf: account.name, serviceType: 'Jump Start', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2020 }, portal);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFeeCents: FEE_CENTS });
    return { account, portal, completed, cancelled };
  }

  it("bills an account's jobs' prices, approved extras and cancellation fees, and nobody else's jobs, less its discount, due after its terms", async () => {
    const { account, completed, cancelled } = await aNovember();
    const other = await anAccount(t, { discountBps: 0 });
    const othersJob = await aCompletedJob(t, { accountId: other.id });
    const walkIn = await aCompletedJob(t, {});

    const charges = await t.app.get(AccountChargesService).forAccount(account.id, new Date('2026-11-01T06:00:00Z'), new Date('2026-12-01T06:00:00Z'));
    expect(charges.map(({ requestId, kind, cents }) => [requestId, kind, cents])).toEqual(
      expect.arrayContaining([
        [completed.id, 'job', 20_000],
        [completed.id, 'extra', 7_500],
        [cancelled.id, 'cancellation_fee', FEE_CENTS],
      ]),
    );
    expect(charges).toHaveLength(3);

    expect(await issueDue(new Date('2026-12-01T13:00:00Z'))).toBe(0); // 7 AM in Dallas: not yet
    expect(await issueDue()).toBe(2);
    const [invoice] = await invoicesOf(account.id);
    expect(invoice).toMatchObject({ month: '2026-11', subtotalCents: 30_500, discountBps: 1_000, discountCents: 3_050, totalCents: 27_450, status: 'open' });
    expect(invoice.number).toMatch(/^INV-202611-\d{4,}$/);
    expect(invoice.issuedAt).toEqual(FIRST_OF_DECEMBER);
    expect(invoice.dueAt).toEqual(new Date(FIRST_OF_DECEMBER.getTime() + 30 * DAY_MS));
    expect(invoice.lines.map(({ requestId, kind, cents, partnerReference }) => ({ requestId, kind, cents, partnerReference }))).toEqual([
      { requestId: completed.id, kind: 'job', cents: 20_000, partnerReference: 'PO-1182' },
      { requestId: completed.id, kind: 'extra', cents: 7_500, partnerReference: 'PO-1182' },
      { requestId: cancelled.id, kind: 'cancellation_fee', cents: FEE_CENTS, partnerReference: null },
    ]);
    expect(invoice.lines.map((line) => line.description)).toEqual([
      'Towing, 2018 Ford F-150, from Marilla St, Dallas',
      'Winch-out (approved extra): Towing, 2018 Ford F-150, from Marilla St, Dallas',
      'Cancellation fee: Jump Start, 2020 Toyota Camry, from Marilla St, Dallas',
    ]);
    expect(invoice.subtotalCents).toBe(charges.reduce((sum, charge) => sum + charge.cents, 0));

    const [othersInvoice] = await invoicesOf(other.id);
    expect(othersInvoice.lines.map((line) => line.requestId)).toEqual([othersJob.id]);
    expect(othersInvoice).toMatchObject({ subtotalCents: 20_000, discountCents: 0, totalCents: 20_000 });
    expect(await t.em().count(AccountInvoice, {})).toBe(2);
    expect(JSON.stringify(await t.em().find(AccountInvoice, {}))).not.toContain(walkIn.id);

    const [text] = await invoiceTexts(account.billingPhone);
    expect(text.body).toBe(
      `DFW Roadside: invoice ${invoice.number} for ${account.name}, November 2026: 2 jobs, $274.50 due by December 31, 2026. ` +
        'View and download it: http://127.0.0.1:3999/business/invoices Reply STOP to opt out.',
    );
  });

  it('issues one invoice and one text however many times, and however many workers at once, it is asked', async () => {
    const { account } = await aNovember();
    const issued = await Promise.all([issueDue(), issueDue(), issueDue()]);
    expect(issued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await issueDue(new Date(FIRST_OF_DECEMBER.getTime() + DAY_MS))).toBe(0);
    expect(await invoicesOf(account.id)).toHaveLength(1);
    expect(await invoiceTexts(account.billingPhone)).toHaveLength(1);
  });

  it('lets an owner mark an invoice paid once, never a dispatcher or a viewer, and lists it overdue until then', async () => {
    const { account } = await aNovember({ termsDays: 15 });
    await issueDue();
    const [invoice] = await invoicesOf(account.id);
    const list = async (status: string, cookie: string) =>
      ((await t.http().get(`/api/admin/invoices?status=${status}`).set('Cookie', cookie).expect(200)).body as InvoiceView[]).map((view) => view.id);

    const desk = await t.adminCookie();
    expect(await list('open', desk)).toEqual([invoice.id]);
    expect(await list('overdue', desk)).toEqual([]);
    // Sixteen days on, the sessions signed in now are the ones that count.
    clock.set(new Date(FIRST_OF_DECEMBER.getTime() + 16 * DAY_MS));
    const { cookie: owner } = await aSignedInMember(t, 'owner', 'Dana Owner');
    expect(await list('overdue', owner)).toEqual([invoice.id]);

    for (const role of ['dispatcher', 'viewer'] as const) {
      const { cookie } = await aSignedInMember(t, role);
      const refused = await t.http().post(`/api/admin/invoices/${invoice.id}/paid`).set('Cookie', cookie).send({}).expect(403);
      expect(refused.body.code).toBe('role_forbidden');
      expect(await list('overdue', cookie)).toEqual([invoice.id]);
    }

    const paid = (await t.http().post(`/api/admin/invoices/${invoice.id}/paid`).set('Cookie', owner).send({}).expect(200)).body as InvoiceView;
    expect(paid).toMatchObject({ id: invoice.id, status: 'paid', overdue: false, totalCents: 27_450, jobCount: 2, accountName: account.name, paidAt: clock.now().toISOString(), paidBy: 'Dana Owner' });
    const again = await t.http().post(`/api/admin/invoices/${invoice.id}/paid`).set('Cookie', owner).send({}).expect(409);
    expect(again.body.code).toBe('invoice_already_paid');
    expect(await list('overdue', owner)).toEqual([]);
    expect(await list('paid', owner)).toEqual([invoice.id]);
    await t.http().post('/api/admin/invoices/00000000-0000-4000-8000-000000000000/paid').set('Cookie', owner).send({}).expect(404);
    await t.http().get('/api/admin/invoices?status=late').set('Cookie', owner).expect(400);
  });

  it('downloads the invoice as a PDF and as a CSV with a row per line, in dollars', async () => {
    const { account } = await aNovember();
    await issueDue();
    const [invoice] = await invoicesOf(account.id);
    const cookie = await t.adminCookie();

    const pdf = await t.http().get(`/api/admin/invoices/${invoice.id}/pdf`).set('Cookie', cookie).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const csv = await t.http().get(`/api/admin/invoices/${invoice.id}/csv`).set('Cookie', cookie).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Invoice,Request ID,Reference,Type,Description,Amount');
    expect(rows).toHaveLength(1 + invoice.lines.length);
    expect(rows.slice(1).map((row) => row.split(',').slice(-1)[0])).toEqual(['200.00', '75.00', '30.00']);
    expect(rows[2]).toContain(',Approved extra,');
  });

  it("shows each account's people their own invoices on the portal, and another account's as not found", async () => {
    const { account, portal: member } = await aNovember();
    const other = await anAccount(t);
    await aCompletedJob(t, { accountId: other.id });
    await issueDue();
    const [own] = await invoicesOf(account.id);
    const [others] = await invoicesOf(other.id);

    const listed = (await t.http().get('/api/business/invoices').set('Cookie', member).expect(200)).body as InvoiceView[];
    expect(listed.map((view) => [view.id, view.totalCents, view.accountName])).toEqual([[own.id, 27_450, account.name]]);
    const pdf = await t.http().get(`/api/business/invoices/${own.id}/pdf`).set('Cookie', member).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const csv = await t.http().get(`/api/business/invoices/${own.id}/csv`).set('Cookie', member).expect(200);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1 + own.lines.length);

    for (const file of ['pdf', 'csv']) {
      const refused = await t.http().get(`/api/business/invoices/${others.id}/${file}`).set('Cookie', member).expect(404);
      expect(refused.body.code).toBe('invoice_not_found');
    }
    await expect(t.app.get(InvoicesService).pdf(others.id, account.id)).rejects.toMatchObject({ code: 'invoice_not_found' });
    await t.http().get('/api/business/invoices').expect(401);
    // A member of the account is not staff: the desk's list stays closed to them.
    await t.http().get('/api/admin/invoices').set('Cookie', member).expect(403);
  });

  it('emails the invoice with its PDF when the account has a billing email, and tries again after the server refused it', async () => {
    const { account } = await aNovember({ billingEmail: 'ap@lonestarfleet.example' });
    smtp.refusing = true;
    expect(await issueDue()).toBe(1);
    const [unsent] = await invoicesOf(account.id);
    expect(unsent.sentAt).toBeNull();
    expect(await invoiceTexts(account.billingPhone)).toHaveLength(1);

    smtp.refusing = false;
    const later = new Date(FIRST_OF_DECEMBER.getTime() + 15 * 60_000);
    expect(await issueDue(later)).toBe(0);
    const [sent] = await invoicesOf(account.id);
    expect(sent.sentAt).toEqual(later);
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email.to).toEqual(['ap@lonestarfleet.example']);
    expect(email.raw).toContain(`Subject: DFW Roadside invoice ${sent.number} for November 2026`);
    expect(email.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${sent.number}\\.pdf`));

    await issueDue(new Date(later.getTime() + 15 * 60_000));
    expect(smtp.received).toHaveLength(1);
  });

  it('writes no charge for a walk-in job, nor for an account job still under way', async () => {
    const account = await anAccount(t);
    await aCompletedJob(t, {});
    await aRequest(t.em(), { accountId: account.id, status: 'assigned' });
    expect(await t.em().count(AccountCharge, {})).toBe(0);
    expect(await issueDue()).toBe(0);
  });
});
