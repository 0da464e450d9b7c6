import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import { Access } from '../../../common/staff/staff-access.decorator';
import type { BalanceDueView } from '../../../contracts/payment-views';
import { BalanceRemindersService } from './balance-reminders.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('read')
@Controller('admin/balances')
export class AdminBalancesController {
  constructor(private readonly reminders: BalanceRemindersService) {}

  @Get('due')
  @ApiOkResponse({ description: 'Card balances texted twice and still unpaid, the oldest first', schema: { type: 'array', items: viewSchema('BalanceDueView') } })
  due(): Promise<BalanceDueView[]> {
    return this.reminders.dueList();
  }
}
