import request from 'supertest';
import { createApi, createWorkerContext } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/load-config';
import { TEST_ENV } from '../test-env';
import { LogCapture, type LogLine } from './log-capture';

/** pino's warn level: warnings, errors and fatal lines are at or above it. */
const WARN = 40;

const config = () => loadConfig({ ...TEST_ENV, LOG_LEVEL: 'info' });

/** What a start logged at warn or above, by its words, read before the process is closed. */
const warningsIn = (logs: LogCapture): Array<Pick<LogLine, 'level' | 'msg' | 'context'>> =>
  logs
    .lines()
    .filter((line) => (line.level ?? 0) >= WARN)
    .map(({ level, msg, context }) => ({ level, msg, context }));

/** A start reads as the product's own: its modules, routes and documentation are set up, and nothing is worth a warning. */
describe('A clean start', () => {
  // nestjs-pino keeps one logger per process for lines outside a request, made by the first start with
  // its destination: every start here writes to one capture, emptied before each.
  const logs = new LogCapture();
  beforeEach(() => logs.clear());

  it('starts the api with the worker inside it, as `npm start` does, and logs no warning', async () => {
    const app = await createApi(config(), 'all', { logDestination: logs.destination });
    try {
      await app.listen(0, '127.0.0.1');
      expect(logs.text()).toContain('Nest application successfully started');
      expect(warningsIn(logs)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('starts an api process on its own and logs no warning, with every request under /api logged', async () => {
    const app = await createApi(config(), 'api', { logDestination: logs.destination });
    try {
      await app.listen(0, '127.0.0.1');
      expect(logs.text()).toContain('Nest application successfully started');
      expect(warningsIn(logs)).toEqual([]);

      logs.clear();
      for (const path of ['/api', '/api/pricing/ranges', '/API/Pricing/Ranges/', '/api/no/such/route', '/request']) await request(app.getHttpServer()).get(path);
      const logged = logs.lines().flatMap((line) => (line.msg === 'request completed' ? [(line.req as { url: string }).url] : []));
      expect(logged).toEqual(['/api', '/api/pricing/ranges', '/API/Pricing/Ranges/', '/api/no/such/route']);
    } finally {
      await app.close();
    }
  });

  it('starts a worker process on its own and logs no warning', async () => {
    const worker = await createWorkerContext(config(), { logDestination: logs.destination });
    try {
      expect(logs.text()).toContain('dependencies initialized');
      expect(warningsIn(logs)).toEqual([]);
    } finally {
      await worker.close();
    }
  });
});
