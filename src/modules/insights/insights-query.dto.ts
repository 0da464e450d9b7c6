import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CalendarDayField } from '../../common/validation/calendar-day-field';
import { coded } from '../../common/validation/coded';
import type { InsightsQuery } from '../../contracts/insights-views';
import { ERROR_CODES } from '../../contracts/error-codes';
import { DAYPART_NAMES, INSIGHT_CHANNELS, INSIGHT_PERIOD_PROBLEM, INSIGHT_PERIODS, type Daypart, type InsightChannel, type InsightPeriod } from '../../domain/insights';
import { DFW_COUNTIES } from '../../infra/maps/dfw-counties';

const INVALID_PERIOD = coded(ERROR_CODES.invalidPeriod, INSIGHT_PERIOD_PROBLEM.title, INSIGHT_PERIOD_PROBLEM.description);
const filterProblem = (description: string) => coded(ERROR_CODES.invalidInsightsFilter, 'Invalid Filter', description);

export const MAX_SERVICE_LENGTH = 60;

/** What every insights chart is narrowed by; the range rules are checked by domain/report-period. */
export class InsightsQueryDto implements InsightsQuery {
  @ApiProperty({ enum: INSIGHT_PERIODS, example: 'month' })
  @IsIn(INSIGHT_PERIODS, INVALID_PERIOD)
  period!: InsightPeriod;

  @CalendarDayField('2026-11-01')
  from?: string;

  @CalendarDayField('2026-11-30')
  to?: string;

  @ApiPropertyOptional({ description: "A service's name as requests carry it", example: 'Towing', maxLength: MAX_SERVICE_LENGTH })
  @IsOptional()
  @MaxLength(MAX_SERVICE_LENGTH, filterProblem('Please choose a service from the list.'))
  @IsString(filterProblem('Please choose a service from the list.'))
  service?: string;

  @ApiPropertyOptional({ enum: INSIGHT_CHANNELS })
  @IsOptional()
  @IsIn(INSIGHT_CHANNELS, filterProblem('Please choose the channel online, phone, text or partner.'))
  channel?: InsightChannel;

  @ApiPropertyOptional({ enum: DFW_COUNTIES, description: "A metro county's name without 'County'" })
  @IsOptional()
  @IsIn(DFW_COUNTIES, filterProblem(`Please choose one of the metro's counties: ${DFW_COUNTIES.join(', ')}.`))
  county?: string;

  @ApiPropertyOptional({ enum: DAYPART_NAMES, description: 'Requests that came in during this part of the day, Dallas time' })
  @IsOptional()
  @IsIn(DAYPART_NAMES, filterProblem('Please choose the time of day night, morning, afternoon or evening.'))
  daypart?: Daypart;
}
