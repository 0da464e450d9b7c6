import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { assertContentType, assertFileKey, FileStore } from './file-store';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

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

  private pathOf(key: string): string {
    return join(this.dir, ...key.split('/'));
  }
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
