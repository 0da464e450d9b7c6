import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/business-accounts';
import type { ApiKeyBody } from '../../../contracts/account-views';

export class CreateApiKeyDto implements ApiKeyBody {
  @ApiProperty({ example: 'Fleet dispatch system' })
  @IsString()
  @MinLength(1, { message: 'Please give the key a name' })
  @MaxLength(80)
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['jobs:write', 'jobs:read'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please choose at least one scope' })
  @ArrayUnique()
  @IsIn(API_KEY_SCOPES, { each: true, message: "Each scope must be 'jobs:write' or 'jobs:read'" })
  scopes!: ApiKeyScope[];
}
