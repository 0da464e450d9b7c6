import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { AssignProviderBody } from '../../../contracts/request-bodies';
import type { Assignee } from '../provider-roster.service';

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
}

export const toAssignee = ({ providerId, name, phone, email }: AssignProviderDto): Assignee =>
  providerId ? { providerId } : { name, phone, email };
