import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3FilesConfig } from '../../config/app-config';
import { assertContentType, assertFileKey, FileStore, isFileKey, KEY_PAGE_SIZE } from './file-store';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** Keeps files as objects of one bucket on S3 or an S3-compatible service (MinIO, R2, Spaces). */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3FilesConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Without these a stalled connection would hold an upload or a download open for good.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    assertContentType(contentType);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    assertFileKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = await object.Body!.transformToByteArray();
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { body, contentType: object.ContentType ?? FALLBACK_CONTENT_TYPE };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *listKeys(prefix: string, writtenBefore: Date): AsyncIterable<string[]> {
    let continuationToken: string | undefined;
    do {
      const listed = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: KEY_PAGE_SIZE, ContinuationToken: continuationToken }),
      );
      const keys = (listed.Contents ?? [])
        .filter((object) => object.Key !== undefined && isFileKey(object.Key) && object.LastModified !== undefined && object.LastModified < writtenBefore)
        .map((object) => object.Key!);
      if (keys.length > 0) yield keys;
      continuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** A put to a bucket is whole or absent: nothing is left behind. */
  removeLeftovers(): Promise<number> {
    return Promise.resolve(0);
  }

  close(): void {
    this.client.destroy();
  }
}

/** Some S3-compatible services answer a missing key with a bare 404; a missing bucket is a fault, not a miss. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}
