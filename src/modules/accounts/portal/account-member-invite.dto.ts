import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import type { AccountMemberInviteBody } from '../../../contracts/account-views';
import { ACCOUNT_ROLES, type AccountRole } from '../../../domain/business-accounts';

export class AccountMemberInviteDto implements AccountMemberInviteBody {
  @ApiProperty({ example: 'Sam Ortiz' })
  @MaxLength(120)
  @Matches(/\S.*\S/, { message: "Please enter the person's name" })
  @IsString()
  name!: string;

  @ApiProperty({ example: 'sam@lonestarfleet.example' })
  @MaxLength(200)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ example: '(214) 555-0199' })
  @MaxLength(30)
  @IsString()
  phone!: string;

  @ApiProperty({ enum: ACCOUNT_ROLES })
  @IsIn(ACCOUNT_ROLES, { message: "The role must be 'account_admin' or 'requester'" })
  role!: AccountRole;
}
