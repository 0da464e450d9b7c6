import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsLatitude, IsLongitude } from 'class-validator';

export class ReverseGeocodeQuery {
  @ApiProperty({ example: 32.7767 })
  @Type(() => Number)
  @IsLatitude({ message: 'lat must be a latitude between -90 and 90' })
  lat!: number;

  @ApiProperty({ example: -96.797 })
  @Type(() => Number)
  @IsLongitude({ message: 'lng must be a longitude between -180 and 180' })
  lng!: number;
}

export class ReverseGeocodeView {
  @ApiProperty({ nullable: true, type: String })
  address!: string | null;
}
