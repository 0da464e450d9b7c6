import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { assertContentType, assertFileKey, FileStore, isFileKey, KEY_PAGE_SIZE } from './file-store';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** The hidden files of writes cut short: a temporary file, a probe of the folder, a content type whose file never arrived. */
const TEMPORARY_FILE = /^\..+\.[0-9a-f]{12}\.tmp$/;
const PROBE_FILE = /^\.probe-[0-9a-f]{12}$/;
const TYPE_SIDECAR = /^\.(.+)\.type$/;

/**
 * Keeps each file at `<dir>/<key>`, plain bytes an operator can open or back up, and its content type
 * in a hidden sidecar beside it (`.<name>.type`; keys never have a segment starting with '.').
 * Both are written to a temporary file and renamed into place; the body goes last, so a file is
 * there, whole, or not at all. Files are readable by the app's user only: they hold customers' photos.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  /** Creates the folder and proves it writable, so a bad FILES_DIR stops start-up, not the first upload. */
  async ensureWritable(): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      const probe = join(this.dir, `.probe-${randomBytes(6).toString('hex')}`);
      await writeDurably(probe, Buffer.alloc(0));
      await rm(probe, { force: true });
    } catch (error) {
      throw new Error(`FILES_DIR ${this.dir} is not a writable folder: ${(error as Error).message}`);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    assertContentType(contentType);
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await replaceAtomically(typePathOf(path), Buffer.from(contentType, 'utf8'));
    await replaceAtomically(path, body);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    assertFileKey(key);
    const path = this.pathOf(key);
    const body = await readFile(path).catch(nullWhenMissing);
    if (body === null) return null;
    const contentType = await readFile(typePathOf(path), 'utf8').catch(nullWhenMissing);
    return { body, contentType: contentType ?? FALLBACK_CONTENT_TYPE };
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    const path = this.pathOf(key);
    await unlink(path).catch(nullWhenMissing);
    await unlink(typePathOf(path)).catch(nullWhenMissing);
  }

  async *listKeys(prefix: string, writtenBefore: Date): AsyncIterable<string[]> {
    let page: string[] = [];
    for await (const { folder, name } of filesUnder(join(this.dir, ...prefix.split('/').filter(Boolean)))) {
      if (name.startsWith('.')) continue;
      const key = relative(this.dir, join(folder, name)).split(sep).join('/');
      if (!key.startsWith(prefix) || !isFileKey(key) || !(await isWrittenBefore(join(folder, name), writtenBefore))) continue;
      page.push(key);
      if (page.length === KEY_PAGE_SIZE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async removeLeftovers(writtenBefore: Date): Promise<number> {
    let removed = 0;
    for await (const { folder, name } of filesUnder(this.dir)) {
      if (!name.startsWith('.')) continue;
      const typeOf = TYPE_SIDECAR.exec(name)?.[1];
      const leftover = TEMPORARY_FILE.test(name) || PROBE_FILE.test(name) || (typeOf !== undefined && !(await isFile(join(folder, typeOf))));
      if (!leftover || !(await isWrittenBefore(join(folder, name), writtenBefore))) continue;
      await unlink(join(folder, name)).catch(nullWhenMissing);
      removed++;
    }
    return removed;
  }

  private pathOf(key: string): string {
    return join(this.dir, ...key.split('/'));
  }
}

/** Every plain file under `root`, folder by folder; hidden folders are none of the store's. */
async function* filesUnder(root: string): AsyncGenerator<{ folder: string; name: string }> {
  const folders = [root];
  while (folders.length > 0) {
    const folder = folders.pop()!;
    const entries = await readdir(folder, { withFileTypes: true }).catch(nullWhenMissing);
    for (const entry of entries ?? []) {
      if (entry.isDirectory() && !entry.name.startsWith('.')) folders.push(join(folder, entry.name));
      else if (entry.isFile()) yield { folder, name: entry.name };
    }
  }
}

async function isWrittenBefore(path: string, moment: Date): Promise<boolean> {
  const stats = await lstat(path).catch(nullWhenMissing);
  return stats !== null && stats.isFile() && stats.mtime < moment;
}

async function isFile(path: string): Promise<boolean> {
  return (await lstat(path).catch(nullWhenMissing))?.isFile() ?? false;
}

function typePathOf(path: string): string {
  return join(dirname(path), `.${basename(path)}.type`);
}

async function replaceAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeDurably(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function writeDurably(path: string, data: Buffer): Promise<void> {
  const file = await open(path, 'wx', 0o600);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** A key that names a folder (`photos` when `photos/x.jpg` exists) names no file either. */
function nullWhenMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
  throw error;
}
