import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { INVOICE_LIST_STATUSES, type InvoiceListStatus } from './invoices.service';

export class InvoiceListQueryDto {
  @ApiPropertyOptional({ enum: INVOICE_LIST_STATUSES, description: 'open: unpaid (overdue among them); overdue: unpaid past the due date; paid. Every invoice when absent.' })
  @IsOptional()
  @IsIn(INVOICE_LIST_STATUSES, { message: 'Choose the status open, overdue or paid.' })
  status?: InvoiceListStatus;
}
