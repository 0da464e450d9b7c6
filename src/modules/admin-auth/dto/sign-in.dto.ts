import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '../../../domain/staff-roles';

// class-validator runs the lowest decorator first; with stopAtFirstError the most useful message wins.
export class SignInDto {
  @ApiProperty({ example: 'dispatch@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email' })
  email!: string;

  @ApiProperty()
  @MaxLength(1024)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your password' })
  password!: string;
}

export class SecondFactorDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows now' })
  @MaxLength(12)
  @IsString()
  @IsNotEmpty({ message: 'Please enter the 6-digit code' })
  code!: string;
}

export class AdminSessionView {
  @ApiProperty()
  email!: string;

  @ApiProperty({ example: 'Dana R.' })
  name!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;
}

/** The answer to a right password: signed in, or a code still to come. */
export class SignInView {
  @ApiProperty({ enum: ['signed_in', 'code'], description: "'code': send the authenticator app's code to /api/admin/session/code" })
  next!: 'signed_in' | 'code';

  @ApiProperty({ type: AdminSessionView, required: false })
  staff?: AdminSessionView;
}
