import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ example: 'dispatch@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your password' })
  @MaxLength(1024)
  password!: string;
}

export class AdminSessionView {
  @ApiProperty()
  email!: string;
}
