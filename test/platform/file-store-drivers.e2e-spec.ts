import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from '../../src/infra/files/disk-file-store';
import { S3FileStore } from '../../src/infra/files/s3-file-store';
import { S3StandIn } from '../support/s3-stand-in';
import { useStandIn } from '../support/stand-in';

describe(DiskFileStore.name, () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'roadside-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps a file as its plain bytes at <dir>/<key>, readable by the app user only, with no partial writes left', async () => {
    const store = new DiskFileStore(join(dir, 'files'));
    await store.ensureWritable();
    await store.put('photos/2026/11/a.jpg', Buffer.from('first'), 'image/jpeg');
    await store.put('photos/2026/11/a.jpg', Buffer.from('second'), 'image/jpeg');
    const path = join(dir, 'files', 'photos', '2026', '11', 'a.jpg');
    expect(await readFile(path, 'utf8')).toBe('second');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await readdir(join(dir, 'files'))).sort()).toEqual(['photos']);
    expect((await readdir(join(dir, 'files', 'photos', '2026', '11'))).sort()).toEqual(['.a.jpg.type', 'a.jpg']);
  });

  it('answers application/octet-stream for a file whose content type was lost', async () => {
    const store = new DiskFileStore(dir);
    await store.put('a.bin', Buffer.from('x'), 'image/png');
    await rm(join(dir, '.a.bin.type'));
    expect(await store.get('a.bin')).toEqual({ body: Buffer.from('x'), contentType: 'application/octet-stream' });
  });

  it('stops start-up when FILES_DIR cannot be a folder', async () => {
    await writeFile(join(dir, 'taken'), 'a file');
    await expect(new DiskFileStore(join(dir, 'taken')).ensureWritable()).rejects.toThrow(/^FILES_DIR .*taken is not a writable folder/);
  });
});

describe(S3FileStore.name, () => {
  const s3 = useStandIn(new S3StandIn());

  it('treats a missing bucket as a fault, not as a missing file', async () => {
    const store = new S3FileStore({ ...s3.config(), bucket: 'no-such-bucket' });
    try {
      await expect(store.get('photos/a.jpg')).rejects.toThrow(/bucket/i);
    } finally {
      store.close();
    }
  });

  it('refuses to answer for an access key the service does not know', async () => {
    const store = new S3FileStore({ ...s3.config(), accessKeyId: 'UNKNOWN' });
    try {
      await expect(store.put('photos/a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    } finally {
      store.close();
    }
  });
});
