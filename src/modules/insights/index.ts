export { InsightsModule } from './insights.module';
export { WeeklySummaryService } from './weekly-summary/weekly-summary.service';
