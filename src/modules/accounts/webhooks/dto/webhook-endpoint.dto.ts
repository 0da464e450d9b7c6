import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import type { WebhookEndpointBody } from '../../../../contracts/account-views';
import { PARTNER_EVENTS, type PartnerEvent } from '../../../../domain/business-accounts';

/** The address is checked further by the service: HTTPS, and a host on the public internet. */
export class WebhookEndpointDto implements WebhookEndpointBody {
  @ApiProperty({ example: 'https://dispatch.example-fleet.com/roadside/webhooks', description: 'A public HTTPS address; redirects are not followed' })
  @IsString({ message: 'Please give the webhook address, starting with https://' })
  @MaxLength(2000, { message: 'The webhook address is too long (2,000 characters at most)' })
  url!: string;

  @ApiProperty({ enum: PARTNER_EVENTS, isArray: true, example: ['job.assigned', 'job.en_route', 'job.arrived', 'job.completed', 'job.cancelled'] })
  @IsArray({ message: 'Please choose the events to receive' })
  @ArrayMinSize(1, { message: 'Please choose at least one event' })
  @ArrayUnique({ message: 'Each event may be chosen once' })
  @IsIn(PARTNER_EVENTS, { each: true, message: `Each event must be one of ${PARTNER_EVENTS.join(', ')}` })
  events!: PartnerEvent[];
}
