import { Controller, Get, HttpCode, Param, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { RoadEtaView } from '../../../contracts/provider-views';
import { RoadEtaService } from './road-eta.service';

@ApiTags('customer')
@Controller('track/:trackingId/eta')
export class RoadEtaController {
  constructor(private readonly etas: RoadEtaService) {}

  @Get()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Miles and minutes by road from the provider to the customer', schema: viewSchema('RoadEtaView') })
  @ApiNoContentResponse({ description: 'No road estimate: not on the way yet, no position, or no router configured' })
  async get(
    @Param('trackingId') trackingId: string,
    @ClientAddress() address: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<RoadEtaView | undefined> {
    const eta = await this.etas.forCustomer(trackingId, address);
    if (!eta) response.status(204);
    return eta ?? undefined;
  }
}
