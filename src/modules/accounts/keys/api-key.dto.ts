import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/business-accounts';
import type { ApiKeyBody } from '../../../contracts/account-views';

export class CreateApiKeyDto implements ApiKeyBody {
  @ApiProperty({ example: 'Fleet dispatch system' })
  @MaxLength(80)
  @Matches(/\S/, { message: 'Please give the key a name' })
  @IsString()
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['jobs:write', 'jobs:read'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please choose at least one scope' })
  @ArrayUnique()
  @IsIn(API_KEY_SCOPES, { each: true, message: "Each scope must be 'jobs:write' or 'jobs:read'" })
  scopes!: ApiKeyScope[];
}
