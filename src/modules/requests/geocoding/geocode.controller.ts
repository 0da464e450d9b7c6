import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { GeocodingService } from '../../../infra/maps/geocoding.service';
import { ReverseGeocodeQuery, ReverseGeocodeView } from './reverse-geocode.query';

@ApiTags('customer')
@Controller('geocode')
export class GeocodeController {
  constructor(private readonly geocoding: GeocodingService) {}

  @Get('reverse')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOkResponse({ type: ReverseGeocodeView })
  async reverse(@Query() query: ReverseGeocodeQuery): Promise<ReverseGeocodeView> {
    return { address: await this.geocoding.reverse(query.lat, query.lng) };
  }
}
