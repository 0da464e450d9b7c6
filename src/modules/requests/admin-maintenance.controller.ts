import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { MaintenanceQueueService } from './maintenance-queue.service';
import { Access } from '../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@Access('owner')
@Controller('admin/maintenance')
export class AdminMaintenanceController {
  constructor(private readonly maintenance: MaintenanceQueueService) {}

  /** Called when the dashboard loads; de-duplicated per hour on the server. */
  @Post('cleanup')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'Cleanup of completed requests older than 2 months is queued' })
  async cleanup(): Promise<void> {
    await this.maintenance.requestCleanup();
  }
}
