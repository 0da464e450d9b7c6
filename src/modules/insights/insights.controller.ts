import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../common/http/view-schema';
import { Access } from '../../common/staff/staff-access.decorator';
import type {
  DemandInsightsView,
  FunnelInsightsView,
  InsightsFiltersView,
  MoneyInsightsView,
  PromisesInsightsView,
  ProvidersInsightsView,
  SpeedInsightsView,
} from '../../contracts/insights-views';
import { DemandInsightsService } from './demand-insights.service';
import { FunnelInsightsService } from './funnel-insights.service';
import { InsightsFiltersService } from './insights-filters.service';
import { InsightsQueryDto } from './insights-query.dto';
import { MoneyInsightsService } from './money-insights.service';
import { PromisesInsightsService } from './promises-insights.service';
import { ProviderInsightsService } from './provider-insights.service';
import { SpeedInsightsService } from './speed-insights.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('read')
@Controller('admin/insights')
export class InsightsController {
  constructor(
    private readonly filterChoices: InsightsFiltersService,
    private readonly funnels: FunnelInsightsService,
    private readonly speeds: SpeedInsightsService,
    private readonly promiseFigures: PromisesInsightsService,
    private readonly demands: DemandInsightsService,
    private readonly moneyFigures: MoneyInsightsService,
    private readonly providerFigures: ProviderInsightsService,
  ) {}

  @Get('filters')
  @ApiOkResponse({ description: 'The services, channels, counties and parts of the day the figures can be narrowed by', schema: viewSchema('InsightsFiltersView') })
  filters(): Promise<InsightsFiltersView> {
    return this.filterChoices.filters();
  }

  @Get('funnel')
  @ApiOkResponse({ description: 'Requests at each step to completion, the lost ones by reason, and losses before payment by hour', schema: viewSchema('FunnelInsightsView') })
  @ApiBadRequestResponse({ description: 'A period, date range or filter that cannot be used' })
  funnel(@Query() query: InsightsQueryDto): Promise<FunnelInsightsView> {
    return this.funnels.funnel(query);
  }

  @Get('speed')
  @ApiOkResponse({ description: 'p50 and p90 of the time to price, payment, assignment and arrival, and the wait by weekday and hour', schema: viewSchema('SpeedInsightsView') })
  @ApiBadRequestResponse({ description: 'A period, date range or filter that cannot be used' })
  speed(@Query() query: InsightsQueryDto): Promise<SpeedInsightsView> {
    return this.speeds.speed(query);
  }

  @Get('promises')
  @ApiOkResponse({ description: 'Arrivals within the promised time, the ETA error, slips texted and refunds for lateness', schema: viewSchema('PromisesInsightsView') })
  @ApiBadRequestResponse({ description: 'A period, date range or filter that cannot be used' })
  promises(@Query() query: InsightsQueryDto): Promise<PromisesInsightsView> {
    return this.promiseFigures.promises(query);
  }

  @Get('demand')
  @ApiOkResponse({ description: 'Requests per map hexagon, and where requests were lost', schema: viewSchema('DemandInsightsView') })
  @ApiBadRequestResponse({ description: 'A period, date range or filter that cannot be used' })
  demand(@Query() query: InsightsQueryDto): Promise<DemandInsightsView> {
    return this.demands.demand(query);
  }

  @Get('money')
  @ApiOkResponse({ description: 'Revenue, commission, refunds, fees and tips by week, and the average price by service', schema: viewSchema('MoneyInsightsView') })
  @ApiBadRequestResponse({ description: 'A period, date range or filter that cannot be used' })
  money(@Query() query: InsightsQueryDto): Promise<MoneyInsightsView> {
    return this.moneyFigures.money(query);
  }

  @Get('providers')
  @ApiOkResponse({ description: "Each provider's acceptance, response time, on-time rate, rating and jobs", schema: viewSchema('ProvidersInsightsView') })
  @ApiBadRequestResponse({ description: 'A period, date range or filter that cannot be used' })
  providers(@Query() query: InsightsQueryDto): Promise<ProvidersInsightsView> {
    return this.providerFigures.providers(query);
  }
}
