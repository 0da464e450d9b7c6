import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The contact and vehicle fields of both intake forms, online and by phone. Shape only: which are
 * required, and their messages, are decided by each form's service.
 */
export abstract class ContactAndVehicleDto {
  @ApiProperty({ example: '(214) 555-0188' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiPropertyOptional({ example: 'driver@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiProperty({ example: 'Ford' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  vehicleMake?: string;

  @ApiProperty({ example: 'F-150' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  vehicleModel?: string;

  @ApiProperty({ example: '2018' })
  @IsOptional()
  @IsString()
  @MaxLength(4)
  vehicleYear?: string;
}
