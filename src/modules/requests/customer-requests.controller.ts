import { Body, Controller, Get, Headers, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import { ClientAddress } from '../../common/http/client-address.decorator';
import { viewSchema } from '../../common/http/view-schema';
import type { CustomerRequestView } from '../../contracts/request-views';
import { CreateOnlineRequestDto } from './dto/create-online-request.dto';
import { CustomerTrackingService } from './customer-tracking.service';
import { RequestIntakeService } from './request-intake.service';

export const INTAKE_LIMIT_PER_MINUTE = 30;

@ApiTags('customer')
@Controller()
export class CustomerRequestsController {
  constructor(
    private readonly intake: RequestIntakeService,
    private readonly tracking: CustomerTrackingService,
  ) {}

  @Post('requests')
  // Generous enough for customers sharing a mobile carrier's address, tight enough to stop a flood.
  @Throttle({ default: { limit: INTAKE_LIMIT_PER_MINUTE, ttl: 60_000 } })
  @ApiCreatedResponse({ description: 'The customer view of the new request, with its tracking code', schema: viewSchema('CustomerRequestView') })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'One random value (8–128 printable characters) per submission; a retry with it answers the first result again',
  })
  @ApiBadRequestResponse({ description: "A rule of the form was broken; `title` and `message` are the spec's texts" })
  @ApiConflictResponse({ description: 'The same Idempotency-Key is still in flight, or was used with another body' })
  @ApiTooManyRequestsResponse({ description: 'Too many texts to this number, or from this address, this hour; see Retry-After' })
  create(
    @Body() body: CreateOnlineRequestDto,
    @ClientAddress() address: string,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<CustomerRequestView> {
    return this.intake.createOnline(body, address, idempotencyKey);
  }

  @Get('track/:trackingId')
  // Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
  @SkipThrottle()
  @ApiOkResponse({ description: 'The customer view of the request', schema: viewSchema('CustomerRequestView') })
  @ApiNotFoundResponse({ description: 'This tracking ID does not exist or has expired.' })
  @ApiGoneResponse({ description: 'The link expired 5 minutes after service completion' })
  @ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
  track(@Param('trackingId') trackingId: string, @ClientAddress() address: string): Promise<CustomerRequestView> {
    return this.tracking.view(trackingId, address);
  }
}
