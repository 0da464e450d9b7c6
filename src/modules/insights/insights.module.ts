import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications';
import { StaffDirectoryModule } from '../staff';
import { DemandInsightsService } from './demand-insights.service';
import { FunnelInsightsService } from './funnel-insights.service';
import { InsightsController } from './insights.controller';
import { InsightsFiltersService } from './insights-filters.service';
import { InsightsScopeService } from './insights-scope.service';
import { MoneyInsightsService } from './money-insights.service';
import { PromisesInsightsService } from './promises-insights.service';
import { ProviderInsightsService } from './provider-insights.service';
import { SpeedInsightsService } from './speed-insights.service';
import { WeeklySummaryService } from './weekly-summary/weekly-summary.service';

/**
 * The owner's insights: read-only figures over the `insight_*` views the other modules publish
 * (see the migration that made them), never over their tables.
 */
@Module({
  imports: [NotificationsModule, StaffDirectoryModule],
  controllers: [InsightsController],
  providers: [
    InsightsScopeService,
    InsightsFiltersService,
    FunnelInsightsService,
    SpeedInsightsService,
    PromisesInsightsService,
    DemandInsightsService,
    MoneyInsightsService,
    ProviderInsightsService,
    WeeklySummaryService,
  ],
  exports: [WeeklySummaryService],
})
export class InsightsModule {}
