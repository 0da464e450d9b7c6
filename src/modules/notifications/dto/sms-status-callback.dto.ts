import { IsOptional, IsString } from 'class-validator';

/** Twilio's status callback form; Twilio sends many more fields, which are ignored. */
export class SmsStatusCallbackDto {
  @IsString()
  MessageSid!: string;

  @IsString()
  MessageStatus!: string;

  @IsOptional()
  @IsString()
  ErrorCode?: string;
}

export class SmsInboundDto {
  @IsString()
  From!: string;

  @IsString()
  Body!: string;
}
