import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '../../../../domain/staff-roles';

const ROLE_MESSAGE = 'Choose a role: owner, dispatcher or viewer';

export class InviteStaffDto {
  @ApiProperty({ example: 'Dana R.' })
  @MaxLength(80)
  @IsString()
  @IsNotEmpty({ message: 'Please enter their name' })
  name!: string;

  @ApiProperty({ example: 'dana@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email' })
  email!: string;

  @ApiProperty({ example: '(214) 555-0142', description: 'A US mobile number; the invitation is texted to it' })
  @MaxLength(40)
  @IsString()
  @IsNotEmpty({ message: 'Please enter their mobile number' })
  phone!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role!: StaffRole;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role!: StaffRole;
}

export class AcceptInvitationDto {
  @ApiProperty({ description: 'At least 12 characters, and not one of the commonest passwords' })
  @MaxLength(1024)
  @IsString()
  @IsNotEmpty({ message: 'Please choose a password' })
  password!: string;

  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows for the key on the page' })
  @MaxLength(12)
  @IsString()
  @IsNotEmpty({ message: 'Please enter the 6-digit code' })
  code!: string;
}

export class StaffPoliciesDto {
  @ApiProperty({ description: 'Whether viewers, like owners and dispatchers, must sign in with a second factor' })
  @IsBoolean({ message: 'Choose whether viewers sign in with a second factor' })
  viewersNeedSecondFactor!: boolean;
}
