import { Test } from '@nestjs/testing';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommonModule } from '../../src/common/common.module';
import { ConfigModule } from '../../src/config/config.module';
import { loadConfig } from '../../src/config/load-config';
import { DiskFileStore } from '../../src/infra/files/disk-file-store';
import { FILE_STORE, FileStore } from '../../src/infra/files/file-store';
import { FilesModule } from '../../src/infra/files/files.module';
import { S3FileStore } from '../../src/infra/files/s3-file-store';
import { SignedFileUrls } from '../../src/infra/files/signed-file-urls';
import { S3StandIn } from '../support/s3-stand-in';
import { useStandIn } from '../support/stand-in';
import { TEST_ENV } from '../test-env';

async function filesModuleWith(env: Record<string, string>) {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), CommonModule, FilesModule] }).compile();
  await moduleRef.init();
  return moduleRef;
}

describe(FilesModule.name, () => {
  const s3 = useStandIn(new S3StandIn());
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'roadside-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores on disk under FILES_DIR, made at start, when no bucket is set', async () => {
    const moduleRef = await filesModuleWith({ FILES_DIR: join(dir, 'files'), FILES_URL_TTL_SECONDS: '120' });
    try {
      expect(moduleRef.get<FileStore>(FILE_STORE)).toBeInstanceOf(DiskFileStore);
      expect((await stat(join(dir, 'files'))).isDirectory()).toBe(true);
      expect(moduleRef.get(SignedFileUrls).ttlSeconds).toBe(120);
    } finally {
      await moduleRef.close();
    }
  });

  it('stores in the bucket when S3_BUCKET is set, and signs links that both processes of an install accept', async () => {
    const moduleRef = await filesModuleWith({ ...s3.env(), FILES_DIR: join(dir, 'unused') });
    const other = await filesModuleWith({ ...s3.env(), FILES_DIR: join(dir, 'unused') });
    try {
      const store = moduleRef.get<FileStore>(FILE_STORE);
      expect(store).toBeInstanceOf(S3FileStore);
      await store.put('photos/2026/11/a.jpg', Buffer.from('x'), 'image/jpeg');
      const stored = await other.get<FileStore>(FILE_STORE).get('photos/2026/11/a.jpg');
      expect(stored).toEqual({ body: Buffer.from('x'), contentType: 'image/jpeg' });
      const token = moduleRef.get(SignedFileUrls).sign('photos/2026/11/a.jpg');
      expect(other.get(SignedFileUrls).verify(token)).toBe('photos/2026/11/a.jpg');
      await expect(stat(join(dir, 'unused'))).rejects.toThrow('ENOENT');
    } finally {
      await moduleRef.close();
      await other.close();
    }
  });
});
