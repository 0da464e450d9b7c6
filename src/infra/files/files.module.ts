import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DiskFileStore } from './disk-file-store';
import { FilesController } from './files.controller';
import { FILE_STORE, FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';
import { SignedFileUrls } from './signed-file-urls';

/** The file store (S3 when S3_BUCKET is set, else the disk under FILES_DIR) and the signed links to its files. */
@Global()
@Module({
  controllers: [FilesController],
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      useFactory: async ({ files }: AppConfig): Promise<FileStore> => {
        if (files.s3) return new S3FileStore(files.s3);
        const disk = new DiskFileStore(files.dir);
        await disk.ensureWritable();
        return disk;
      },
    },
    {
      provide: SignedFileUrls,
      inject: [APP_CONFIG],
      useFactory: ({ files }: AppConfig) => new SignedFileUrls(files.urlSecret, files.urlTtlSeconds),
    },
  ],
  exports: [FILE_STORE, SignedFileUrls],
})
export class FilesModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  onApplicationShutdown(): void {
    if (this.store instanceof S3FileStore) this.store.close();
  }
}
