import { ApiProperty } from '@nestjs/swagger';
import { IsJSON, IsString, MaxLength } from 'class-validator';

/** The form field beside the files of POST /api/provider-applications: the application as JSON (ProviderApplicationBody). */
export class ApplicationUploadDto {
  @ApiProperty({ description: 'The application as JSON: see ProviderApplicationBody' })
  @IsJSON({ message: 'application must be the form as JSON' })
  @MaxLength(20_000)
  @IsString()
  application!: string;
}

/** The form field beside the files of POST /api/admin/providers/:id/documents: the credentials as JSON (CredentialsView). */
export class CredentialsUploadDto {
  @ApiProperty({ description: 'The credentials as JSON: see CredentialsView' })
  @IsJSON({ message: 'credentials must be the credentials as JSON' })
  @MaxLength(10_000)
  @IsString()
  credentials!: string;
}
