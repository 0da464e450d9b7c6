import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { AssignProviderBody } from '../../../contracts/request-bodies';
import { ETA_MINUTES } from '../../../domain/text-commands';
import { type Assignee } from '../../providers';

const ETA = coded(ERROR_CODES.invalidEta, 'Invalid ETA', `Enter the provider's ETA in whole minutes, from ${ETA_MINUTES.min} to ${ETA_MINUTES.max}, or leave it empty.`);

/**
 * A roster entry by id, or a new provider by name and phone; the service checks which and says what
 * is missing. Text is checked as text before its length (the lowest decorator runs first), so null
 * or a number is not called too long.
 */
export class AssignProviderDto implements AssignProviderBody {
  @ApiPropertyOptional({ format: 'uuid', description: 'A provider on the roster' })
  @IsOptionalNotNull()
  @IsUUID('4', coded(ERROR_CODES.providerNotFound, 'Provider Not Found', 'That provider is not on the roster.'))
  providerId?: string;

  @ApiPropertyOptional({ example: 'Rosa Diaz' })
  @IsOptionalNotNull()
  @MaxLength(120)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ example: '(214) 555-0190' })
  @IsOptionalNotNull()
  @MaxLength(40)
  @IsString()
  phone?: string;

  @ApiPropertyOptional({ example: 'rosa@example.com' })
  @IsOptionalNotNull()
  @MaxLength(254)
  @IsString()
  email?: string;

  @ApiPropertyOptional({ minimum: ETA_MINUTES.min, maximum: ETA_MINUTES.max, description: "The provider's ETA in minutes: the customer is promised this arrival" })
  @IsOptionalNotNull()
  @Max(ETA_MINUTES.max, ETA)
  @Min(ETA_MINUTES.min, ETA)
  @IsInt(ETA)
  etaMinutes?: number;
}

export const toAssignee = ({ providerId, name, phone, email }: AssignProviderDto): Assignee =>
  providerId ? { providerId } : { name, phone, email };
