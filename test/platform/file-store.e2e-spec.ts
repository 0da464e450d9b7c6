import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from '../../src/infra/files/disk-file-store';
import { FileKeyError, FileStore } from '../../src/infra/files/file-store';
import { S3FileStore } from '../../src/infra/files/s3-file-store';
import { S3StandIn } from '../support/s3-stand-in';

interface Driver {
  start(): Promise<FileStore>;
  stop(): Promise<void>;
}

function onDisk(): Driver {
  let dir = '';
  return {
    async start() {
      dir = await mkdtemp(join(tmpdir(), 'roadside-files-'));
      return new DiskFileStore(dir);
    },
    stop: () => rm(dir, { recursive: true, force: true }),
  };
}

function onS3(): Driver {
  const standIn = new S3StandIn();
  let store: S3FileStore | null = null;
  return {
    async start() {
      await standIn.start();
      store = new S3FileStore(standIn.config());
      return store;
    },
    async stop() {
      store?.close();
      await standIn.stop();
    },
  };
}

const REFUSED_KEYS = [
  '../etc/passwd',
  'photos/../../secret',
  '/photos/a.jpg',
  'photos/a..jpg',
  'photos//a.jpg',
  'photos/a.jpg/',
  '.type',
  'photos/.a.jpg',
  'photos/a b.jpg',
  'photos\\a.jpg',
  'fotos/ñ.jpg',
  '',
];

describe.each([
  ['DiskFileStore', onDisk],
  ['S3FileStore', onS3],
])('%s', (_name, driverOf) => {
  const driver = driverOf();
  let store: FileStore;
  beforeAll(async () => {
    store = await driver.start();
  });
  afterAll(() => driver.stop());

  const uniqueKey = (extension = 'jpg') => `photos/2026/11/${randomBytes(8).toString('hex')}.${extension}`;

  it('gives back the bytes and content type it was given', async () => {
    const key = uniqueKey();
    await store.put(key, Buffer.from('not really a jpeg'), 'image/jpeg');
    expect(await store.get(key)).toEqual({ body: Buffer.from('not really a jpeg'), contentType: 'image/jpeg' });
  });

  it('keeps any bytes exactly, whatever the content type says', async () => {
    const key = uniqueKey('pdf');
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)), randomBytes(512 * 1024)]);
    await store.put(key, body, 'application/pdf');
    const stored = await store.get(key);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.body.equals(body)).toBe(true);
  });

  it('keeps an empty file', async () => {
    const key = uniqueKey('txt');
    await store.put(key, Buffer.alloc(0), 'text/plain; charset=utf-8');
    expect(await store.get(key)).toEqual({ body: Buffer.alloc(0), contentType: 'text/plain; charset=utf-8' });
  });

  it('replaces the bytes and content type of a key put again', async () => {
    const key = uniqueKey();
    await store.put(key, randomBytes(2048), 'image/jpeg');
    await store.put(key, Buffer.from('second'), 'image/png');
    expect(await store.get(key)).toEqual({ body: Buffer.from('second'), contentType: 'image/png' });
  });

  it('answers null for a key never put', async () => {
    expect(await store.get(uniqueKey())).toBeNull();
  });

  it('answers null for a key that is only a folder of other keys', async () => {
    const key = uniqueKey();
    await store.put(key, Buffer.from('x'), 'image/jpeg');
    expect(await store.get('photos/2026')).toBeNull();
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const key = uniqueKey();
    const neighbour = uniqueKey();
    await store.put(key, Buffer.from('gone'), 'image/jpeg');
    await store.put(neighbour, Buffer.from('stays'), 'image/jpeg');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    expect((await store.get(neighbour))?.body.toString()).toBe('stays');
  });

  it('lists the keys under a prefix written before a moment, and none written after it', async () => {
    const folder = `listed-${randomBytes(4).toString('hex')}`;
    const keys = [`${folder}/2026/11/a.jpg`, `${folder}/2026/12/b.pdf`, `${folder}/c.jpg`];
    for (const key of [...keys, `${folder}-beside/d.jpg`]) await store.put(key, Buffer.from('x'), 'image/jpeg');
    const listed = async (writtenBefore: Date) => {
      const found: string[] = [];
      for await (const page of store.listKeys(`${folder}/`, writtenBefore)) found.push(...page);
      return found.sort();
    };
    expect(await listed(new Date(Date.now() + 60_000))).toEqual([...keys].sort());
    expect(await listed(new Date(Date.now() - 60_000))).toEqual([]);
    expect(await listed(new Date(Date.now() + 60_000))).not.toContain(`${folder}-beside/d.jpg`);
  });

  it.each(REFUSED_KEYS)('refuses the key %p for every operation', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(FileKeyError);
    await expect(store.get(key)).rejects.toThrow(FileKeyError);
    await expect(store.delete(key)).rejects.toThrow(FileKeyError);
  });

  it('refuses a content type that could break a header', async () => {
    await expect(store.put(uniqueKey(), Buffer.from('x'), 'image/jpeg\r\nX-Evil: 1')).rejects.toThrow('Refused content type');
    await expect(store.put(uniqueKey(), Buffer.from('x'), '')).rejects.toThrow('Refused content type');
  });
});
