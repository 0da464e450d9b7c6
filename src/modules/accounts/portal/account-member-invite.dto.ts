import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import type { AccountMemberInviteBody } from '../../../contracts/account-views';
import { ACCOUNT_ROLES, type AccountRole } from '../../../domain/business-accounts';

export class AccountMemberInviteDto implements AccountMemberInviteBody {
  @ApiProperty({ example: 'Sam Ortiz' })
  @IsString()
  @MinLength(2, { message: "Please enter the person's name" })
  @MaxLength(120)
  name!: string;

  @ApiProperty({ example: 'sam@lonestarfleet.example' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(200)
  email!: string;

  @ApiProperty({ example: '(214) 555-0199' })
  @IsString()
  @MaxLength(30)
  phone!: string;

  @ApiProperty({ enum: ACCOUNT_ROLES })
  @IsIn(ACCOUNT_ROLES, { message: "The role must be 'account_admin' or 'requester'" })
  role!: AccountRole;
}
