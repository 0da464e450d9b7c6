import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { formatPhone } from '../../domain/phone-display';

export class PublicConfigView {
  @ApiProperty({ example: '+12145550123' })
  supportPhone!: string;

  @ApiProperty({ example: '(214) 555-0123' })
  supportPhoneDisplay!: string;

  @ApiProperty({ example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
  mapTileUrl!: string;

  @ApiProperty({ description: 'Whether road distances and drive times are available (ROUTER_URL)' })
  roadRouting!: boolean;
}

/** What the web app needs to know about this deployment; nothing secret. */
@ApiTags('public')
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOkResponse({ type: PublicConfigView })
  get(): PublicConfigView {
    return publicConfigOf(this.config);
  }
}

/** Also embedded in every prerendered page, so its first render needs no request. */
export function publicConfigOf(config: AppConfig): PublicConfigView {
  return {
    supportPhone: config.supportPhone,
    supportPhoneDisplay: formatPhone(config.supportPhone),
    mapTileUrl: config.maps.tileUrl,
    roadRouting: config.maps.routerUrl !== null,
  };
}
