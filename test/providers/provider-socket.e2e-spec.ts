import { aProvider, aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

describe('The /provider socket namespace', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-23T12:00:00Z')) });
  const connect = (jobId: string) => t.connect('/provider', { auth: { jobId } });

  it('refuses a job code that does not exist', async () => {
    const { error } = await connect('ZZZZZZZZZ');
    expect(error?.message).toBe('Job Not Found');
  });

  it('admits a provider holding a real job code', async () => {
    await aRequest(t.em(), { status: 'provider_assigned', provider: await aProvider(t.em()), providerJobId: 'JOB4TEST1' });
    const { socket, error } = await connect('JOB4TEST1');
    expect(error).toBeNull();
    expect(socket.connected).toBe(true);
  });

  it('refuses a job link 5 minutes after the job was completed', async () => {
    await aRequest(t.em(), {
      status: 'completed',
      provider: await aProvider(t.em()),
      providerJobId: 'JOB4DONE1',
      serviceCompletedAt: new Date(t.clock.now().getTime() - 5 * 60_000),
    });
    const { error } = await connect('JOB4DONE1');
    expect(error?.message).toBe('This provider job link has expired.');
  });
});
