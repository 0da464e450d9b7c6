import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { TEST_ENV } from '../test-env';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from './staff-support';

const NEW_PASSWORD = 'a-fresh-start-at-the-desk';
const run = promisify(execFile);

describe('A new password and factor for someone who lost theirs', () => {
  const t = useTestApp();
  const codeFor = (key: string) => generate({ secret: key.replace(/ /g, '') });
  const linkCode = (url: string) => /\/admin\/invite\/([A-Za-z0-9_-]{22})/.exec(url)![1];

  async function setUp(code: string): Promise<string> {
    const page = await t.http().get(`/api/staff-invitations/${code}`).expect(200);
    expect(page.body.reset).toBe(true);
    await t.http().post(`/api/staff-invitations/${code}`).send({ password: NEW_PASSWORD, code: await codeFor(page.body.totpKey) }).expect(204);
    return page.body.totpKey;
  }

  it('texts a dispatcher an owner’s reset link; using it ends their sessions, and they sign in with the new password and app', async () => {
    const { member, cookie } = await aSignedInMember(t, 'dispatcher', 'Sam K.');
    await t.em().nativeUpdate(StaffMember, { id: member.id }, { phone: '+12145550177' });
    await t.http().post(`/api/admin/staff/${member.id}/reset`).set('Cookie', await t.adminCookie()).expect(200);
    const text = await t.em().findOneOrFail(SmsMessage, { template: 'staff-reset' });
    expect(text.to).toBe('+12145550177');
    expect(text.body).toMatch(/^DFW Roadside: dispatch sent you a link to set a new password and sign-in code/);

    await setUp(linkCode(text.body));
    await t.http().get('/api/admin/requests').set('Cookie', cookie).expect(401);
    const agent = request.agent(t.app.getHttpServer());
    expect((await agent.post('/api/admin/session').send({ email: member.email, password: NEW_PASSWORD }).expect(200)).body).toEqual({ next: 'second_factor', methods: ['code'] });
  });

  it('gives a locked-out owner a link from the server’s command line', async () => {
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const script = join(__dirname, '..', '..', 'src', 'staff-reset-owner.ts');
    const env = { ...process.env, DATABASE_URL: config.databaseUrl, PUBLIC_URL: config.publicUrl };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, TEST_ENV.ADMIN_EMAIL], { env });
    expect(stdout).toContain(`set a new password and sign-in code for ${TEST_ENV.ADMIN_EMAIL}`);
    const key = await setUp(linkCode(stdout));
    expect(key).toMatch(/^[A-Z2-7 ]+$/);

    const refused = await run(process.execPath, ['--import', 'tsx', script, 'nobody@example.com'], { env }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: 'No active owner has the email nobody@example.com.\n' });
  }, 60_000);
});
