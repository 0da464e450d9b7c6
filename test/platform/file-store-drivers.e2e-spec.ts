import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
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

  const listAll = async (store: DiskFileStore, prefix: string, writtenBefore: Date) => {
    const pages: string[][] = [];
    for await (const page of store.listKeys(prefix, writtenBefore)) pages.push(page);
    return pages;
  };
  const age = (path: string, hours: number) => utimes(path, new Date(Date.now() - hours * 3_600_000), new Date(Date.now() - hours * 3_600_000));

  it('lists keys a page of 500 at a time, by when each was written, leaving out hidden files and names no key can have', async () => {
    const store = new DiskFileStore(join(dir, 'files'));
    const keys = Array.from({ length: 501 }, (_, index) => `photos/2026/11/${String(index).padStart(4, '0')}.jpg`);
    for (const key of keys) await store.put(key, Buffer.from('x'), 'image/jpeg');
    for (const key of keys.slice(0, 3)) await age(join(dir, 'files', key), 25);
    await writeFile(join(dir, 'files', 'photos', '2026', '11', 'not a key.jpg'), 'x');
    await age(join(dir, 'files', 'photos', '2026', '11', 'not a key.jpg'), 25);

    const pages = await listAll(store, 'photos/', new Date(Date.now() + 60_000));
    expect(pages.map((page) => page.length)).toEqual([500, 1]);
    expect(pages.flat().sort()).toEqual(keys);
    expect((await listAll(store, 'photos/', new Date(Date.now() - 24 * 3_600_000))).flat().sort()).toEqual(keys.slice(0, 3));
    expect(await listAll(store, 'documents/', new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('removes what a write cut short left behind a day ago, and nothing else', async () => {
    const store = new DiskFileStore(dir);
    await store.put('photos/2026/11/whole.jpg', Buffer.from('x'), 'image/jpeg');
    const folder = join(dir, 'photos', '2026', '11');
    const leftovers = ['.cut.jpg.0123456789ab.tmp', '.cut.jpg.type', '.probe-0123456789ab'];
    for (const name of leftovers) await writeFile(join(folder, name), 'x');
    await writeFile(join(folder, '.recent.jpg.type'), 'image/jpeg');
    await writeFile(join(folder, '.operator-notes'), 'kept');
    for (const name of [...leftovers, '.whole.jpg.type', 'whole.jpg', '.operator-notes']) await age(join(folder, name), 25);

    expect(await store.removeLeftovers(new Date(Date.now() - 24 * 3_600_000))).toBe(3);
    expect((await readdir(folder)).sort()).toEqual(['.operator-notes', '.recent.jpg.type', '.whole.jpg.type', 'whole.jpg']);
    expect(await store.get('photos/2026/11/whole.jpg')).toEqual({ body: Buffer.from('x'), contentType: 'image/jpeg' });
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
