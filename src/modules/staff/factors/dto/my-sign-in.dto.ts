import { ApiProperty } from '@nestjs/swagger';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../../common/validation/optional-not-null';

export class AddPasskeyDto {
  @ApiProperty({ description: "The browser's answer (@simplewebauthn/browser's startRegistration)", type: Object })
  @IsObject({ message: 'Please add the passkey again' })
  response!: RegistrationResponseJSON;

  @ApiProperty({ required: false, example: 'Work laptop', description: 'A name to tell it apart; the browser and system if none' })
  @IsOptionalNotNull()
  @MaxLength(60, { message: 'Please keep the name under 60 characters' })
  @IsString()
  name?: string;
}

export class ConfirmAuthenticatorDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows for the new key' })
  @MaxLength(12)
  @IsString()
  @IsNotEmpty({ message: 'Please enter the 6-digit code' })
  code!: string;
}
