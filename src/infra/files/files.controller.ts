import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CLOCK, Clock } from '../../common/clock/clock';
import { notFound } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import { FILE_STORE, type FileStore } from './file-store';
import { SignedFileUrls } from './signed-file-urls';

/** Stored files, reached only through a signed link handed to a capability holder or a dispatcher. */
@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(
    private readonly links: SignedFileUrls,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':token')
  @ApiOkResponse({ description: 'The file, in its stored type (photos: image/jpeg)' })
  @ApiNotFoundResponse({ description: 'The link expired, was altered, or its file is gone' })
  async get(@Param('token') token: string, @Res() response: FastifyReply): Promise<void> {
    const key = this.links.verify(token, this.clock.now());
    const file = key ? await this.store.get(key) : null;
    if (!file) throw notFound(ERROR_CODES.fileLinkExpired, 'This photo link has expired. Reload the page to see the photo again.');
    void response
      .status(200)
      .headers({
        'Content-Type': file.contentType,
        'Content-Length': String(file.body.length),
        'X-Content-Type-Options': 'nosniff',
        // Never kept past the link's own life, and never by a shared cache.
        'Cache-Control': `private, max-age=${Math.min(this.links.ttlSeconds, 300)}`,
        'Content-Disposition': 'inline',
      })
      .send(file.body);
  }
}
