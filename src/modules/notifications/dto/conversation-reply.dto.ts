import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { MAX_REPLY_LENGTH, type ConversationReplyBody } from '../../../contracts/conversation-views';
import { ERROR_CODES } from '../../../contracts/error-codes';

const TITLE = 'Reply Not Sent';

export class ConversationReplyDto implements ConversationReplyBody {
  @ApiProperty({ minLength: 1, maxLength: MAX_REPLY_LENGTH, example: 'Your driver is 10 minutes away.' })
  // Checked from the bottom up: a missing body is reported as missing, not as too long.
  @MaxLength(MAX_REPLY_LENGTH, coded(ERROR_CODES.invalidReply, TITLE, `Please keep the reply to ${MAX_REPLY_LENGTH} characters or fewer.`))
  @Matches(/\S/, coded(ERROR_CODES.invalidReply, TITLE, 'Please type a reply before sending.'))
  @IsString(coded(ERROR_CODES.invalidReply, TITLE, 'Please type a reply before sending.'))
  body!: string;
}
