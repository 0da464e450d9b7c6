import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewListSchema, viewSchema } from '../../common/http/view-schema';
import type {
  ConversationMessageView,
  ConversationSummaryView,
  ConversationThreadView,
} from '../../contracts/conversation-views';
import { AdminConversationsService } from './admin-conversations.service';
import { ConversationReplyDto } from './dto/conversation-reply.dto';
import { Access } from '../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/conversations')
export class AdminConversationsController {
  constructor(private readonly conversations: AdminConversationsService) {}

  @Get()
  @ApiOkResponse({ description: 'One conversation per phone number, most recent activity first', schema: viewListSchema('ConversationSummaryView') })
  list(): Promise<ConversationSummaryView[]> {
    return this.conversations.list();
  }

  @Get(':phone')
  @ApiOkResponse({
    description: 'Every text with the number, oldest first; its inbound texts are marked read',
    schema: viewSchema('ConversationThreadView'),
  })
  @ApiBadRequestResponse({ description: 'The number is not E.164' })
  thread(@Param('phone') phone: string): Promise<ConversationThreadView> {
    return this.conversations.thread(AdminConversationsService.phoneOrThrow(phone));
  }

  @Post(':phone/replies')
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The reply, queued in the outbox', schema: viewSchema('ConversationMessageView') })
  @ApiBadRequestResponse({ description: 'The number is not E.164, or the reply is empty or too long' })
  @ApiConflictResponse({ description: 'The number has opted out of texts' })
  reply(@Param('phone') phone: string, @Body() body: ConversationReplyDto): Promise<ConversationMessageView> {
    return this.conversations.reply(AdminConversationsService.phoneOrThrow(phone), body.body);
  }
}
