import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { DispatchSettingsView, RequestOffersView } from '../../../contracts/offer-views';
import { requestIdPipe } from '../../request-core';
import { AdminOffersService } from './admin-offers.service';
import { DispatchSettingsDto, SendOffersDto } from './dto/offer-bodies.dto';
import { OfferReadsService } from './offer-reads.service';
import { ReofferService } from './re-offer.service';
import { Access } from '../../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin')
export class AdminOffersController {
  constructor(
    private readonly offers: AdminOffersService,
    private readonly reads: OfferReadsService,
    private readonly reoffers: ReofferService,
  ) {}

  @Access('read')
  @Get('requests/:id/offers')
  @ApiOkResponse({ description: "The request's offers, newest first, and its auto-dispatch", schema: viewSchema('RequestOffersView') })
  list(@Param('id', requestIdPipe) id: string): Promise<RequestOffersView> {
    return this.reads.forRequest(id);
  }

  @Post('requests/:id/offers')
  @ApiCreatedResponse({ description: 'The offers went out by text, each with its window', schema: viewSchema('RequestOffersView') })
  @ApiBadRequestResponse({ description: 'Neither one provider nor a top count, or both' })
  @ApiConflictResponse({ description: 'No Eligible Providers, the chosen provider cannot take it, or the request is not open for offers' })
  send(@Param('id', requestIdPipe) id: string, @Body() body: SendOffersDto): Promise<RequestOffersView> {
    return this.offers.send(id, body);
  }

  @Post('requests/:id/auto-dispatch')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Auto-dispatch runs: the best provider is offered the job, then the next each time a window closes', schema: viewSchema('RequestOffersView') })
  @ApiConflictResponse({ description: 'No Eligible Providers, or the request is not open for offers' })
  startAutoDispatch(@Param('id', requestIdPipe) id: string): Promise<RequestOffersView> {
    return this.offers.startAutoDispatch(id);
  }

  @Delete('requests/:id/auto-dispatch')
  @ApiOkResponse({ description: 'Auto-dispatch stopped; offers already out stay open until answered or expired', schema: viewSchema('RequestOffersView') })
  @ApiConflictResponse({ description: 'Auto-dispatch is not running for this request' })
  stopAutoDispatch(@Param('id', requestIdPipe) id: string): Promise<RequestOffersView> {
    return this.offers.stopAutoDispatch(id);
  }

  @Post('requests/:id/re-offer')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The provider was released (and texted) and the job offered to the three best others', schema: viewSchema('RequestOffersView') })
  @ApiConflictResponse({ description: 'No other provider can take the job (nothing was changed), or the job has no provider to replace' })
  reoffer(@Param('id', requestIdPipe) id: string): Promise<RequestOffersView> {
    return this.reoffers.reoffer(id);
  }

  @Access('read')
  @Get('dispatch-settings')
  @ApiOkResponse({ description: "The dispatch desk's switches", schema: viewSchema('DispatchSettingsView') })
  settings(): Promise<DispatchSettingsView> {
    return this.offers.settings();
  }

  @Put('dispatch-settings')
  @ApiOkResponse({ description: 'The switches as changed', schema: viewSchema('DispatchSettingsView') })
  changeSettings(@Body() body: DispatchSettingsDto): Promise<DispatchSettingsView> {
    return this.offers.changeSettings(body);
  }
}
