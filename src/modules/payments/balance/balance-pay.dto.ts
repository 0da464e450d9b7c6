import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import type { BalancePayBody } from '../../../contracts/request-bodies';

/** The upper bound depends on the job (a tip is at most its total), so the service checks it. */
export class BalancePayDto implements BalancePayBody {
  @ApiProperty({ example: 1875, description: 'The tip in cents, 0 for none; at most the job total' })
  @Min(0, { message: 'Enter a tip of $0.00 or more.' })
  @IsInt({ message: 'Enter the tip in dollars and cents.' })
  tipCents!: number;
}
