import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import { Access } from '../../../common/staff/staff-access.decorator';
import type { ProviderPayoutStatusView } from '../../../contracts/payment-views';
import { PayoutAccountsService } from './payout-accounts.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('read')
@Controller('admin/payout-accounts')
export class AdminPayoutsController {
  constructor(private readonly accounts: PayoutAccountsService) {}

  @Get()
  @ApiOkResponse({ description: "Each opted-in provider's payout status for the roster: 'Payouts on' or 'Needs details'", schema: { type: 'array', items: viewSchema('ProviderPayoutStatusView') } })
  statuses(): Promise<ProviderPayoutStatusView[]> {
    return this.accounts.statuses();
  }
}
