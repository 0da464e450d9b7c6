import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { CompletedPage, CompletedStatsView } from '../../../contracts/completed-views';
import { CompletedExportService } from './completed-export.service';
import { CompletedJobsService } from './completed-jobs.service';
import { CompletedListQueryDto, CompletedPeriodQueryDto } from './completed-query.dto';
import { CompletedStatsService } from './completed-stats.service';
import { Access } from '../../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@ApiBadRequestResponse({ description: 'A period, date range, page or sort that cannot be used' })
@Access('read')
@Controller('admin/completed')
export class CompletedJobsController {
  constructor(
    private readonly stats: CompletedStatsService,
    private readonly jobs: CompletedJobsService,
    private readonly exports: CompletedExportService,
  ) {}

  @Get('stats')
  @ApiOkResponse({
    description: 'Jobs, revenue, commission, payout and rating of the period, with every day, and the trip fees credited in it',
    schema: viewSchema('CompletedStatsView'),
  })
  statsOf(@Query() query: CompletedPeriodQueryDto): Promise<CompletedStatsView> {
    return this.stats.stats(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: "Every completed job of the period as CSV, in the list's default order, then the period's trip fees" })
  @Header('Cache-Control', 'no-store')
  async exportCsv(@Query() query: CompletedPeriodQueryDto): Promise<StreamableFile> {
    const { filename, content } = await this.exports.csv(query);
    return new StreamableFile(Buffer.from(content, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @Get()
  @ApiOkResponse({ description: 'One page of the completed jobs of the period', schema: viewSchema('CompletedPage') })
  list(@Query() query: CompletedListQueryDto): Promise<CompletedPage> {
    return this.jobs.page(query);
  }
}
