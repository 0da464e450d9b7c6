import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { FleetView } from '../../../contracts/offer-views';
import { FleetService } from './fleet.service';
import { Access } from '../../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@Access('read')
@Controller('admin/fleet')
export class AdminFleetController {
  constructor(private readonly fleet: FleetService) {}

  @Get()
  @ApiOkResponse({
    description: 'Open requests with a pickup on the map, and the on-duty providers: live within 10 minutes, else at their home base (stale)',
    schema: viewSchema('FleetView'),
  })
  show(): Promise<FleetView> {
    return this.fleet.fleet();
  }
}
