import { ApiProperty } from '@nestjs/swagger';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { IsEmail, IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from '../../../contracts/staff-views';
import { STAFF_ROLES, type MemberRole } from '../../../domain/staff-roles';
import { ACCOUNT_ROLES } from '../../../domain/business-accounts';

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
  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows now, or a recovery code (abcde-fghjk)' })
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

  @ApiProperty({ enum: [...STAFF_ROLES, ...ACCOUNT_ROLES] })
  role!: MemberRole;
}

/** The answer to a right password: signed in, a second factor still to come, or signed in only to set one up. */
export class SignInView {
  @ApiProperty({
    enum: ['signed_in', 'second_factor', 'set_up_factor'],
    description:
      "'second_factor': answer with a passkey (/api/admin/session/passkey/options, then /api/admin/session/passkey) or a code " +
      "(/api/admin/session/code: the authenticator app's 6 digits or a recovery code). 'set_up_factor': signed in, but every " +
      'admin route but /api/admin/me answers 403 factor_required until a passkey or an authenticator app is added.',
  })
  next!: 'signed_in' | 'second_factor' | 'set_up_factor';

  @ApiProperty({ enum: SECOND_FACTOR_METHODS, isArray: true, required: false, description: "With 'second_factor': the factors this person has" })
  methods?: SecondFactorMethod[];

  @ApiProperty({ type: AdminSessionView, required: false })
  staff?: AdminSessionView;
}

export class PasskeySignInDto {
  @ApiProperty({ description: "The browser's answer (@simplewebauthn/browser's startAuthentication)", type: Object })
  @IsObject({ message: 'Please use your passkey again' })
  response!: AuthenticationResponseJSON;
}
