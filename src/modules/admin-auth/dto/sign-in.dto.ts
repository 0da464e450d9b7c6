import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

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

export class AdminSessionView {
  @ApiProperty()
  email!: string;
}
