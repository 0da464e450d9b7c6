import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { formatNational } from '../../common/phone/phone-number';

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
    return {
      supportPhone: this.config.supportPhone,
      supportPhoneDisplay: formatNational(this.config.supportPhone),
      mapTileUrl: this.config.maps.tileUrl,
      roadRouting: this.config.maps.routerUrl !== null,
    };
  }
}
