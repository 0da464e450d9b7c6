import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { FILE_STORE, type FileStore } from '../../src/infra/files/file-store';
import { SignedFileUrls } from '../../src/infra/files/signed-file-urls';
import { LogCapture } from './log-capture';
import { useTestApp } from '../support/use-test-app';

describe('Signed file links: GET /api/files/:token', () => {
  const logs = new LogCapture();
  const t = useTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: logs.destination, beforeEachTest: () => logs.clear() });

  /** A link signed with the install's own secret, as SignedFileUrls would sign it, for any key at all. */
  const mintedFor = (key: string) => {
    const payload = Buffer.from(`${Date.now() + 60_000}:${key}`, 'utf8').toString('base64url');
    const signature = createHmac('sha256', t.app.get<AppConfig>(APP_CONFIG).files.urlSecret).update(payload).digest('base64url');
    return `/api/files/${payload}.${signature}`;
  };

  it('serves the stored file of a link the app signed', async () => {
    const key = 'photos/2026/11/link-check.jpg';
    await t.app.get<FileStore>(FILE_STORE).put(key, Buffer.from('bytes'), 'image/jpeg');
    const response = await t.http().get(`/api/files/${t.app.get(SignedFileUrls).sign(key)}`).expect(200);
    expect(response.body).toEqual(Buffer.from('bytes'));
    expect(mintedFor(key)).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    await t.http().get(mintedFor(key)).expect(200);
  });

  it.each(['../etc/passwd', 'photos/../../outside.jpg', '/etc/passwd', '.env', 'photos/2026/11/.link-check.jpg.type'])(
    'answers 404, not 500, for a validly signed link to the unsafe key %p',
    async (key) => {
      const response = await t.http().get(mintedFor(key)).expect(404);
      expect(response.body).toMatchObject({ code: 'file_link_expired' });
      expect(logs.lines().filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
    },
  );
});
