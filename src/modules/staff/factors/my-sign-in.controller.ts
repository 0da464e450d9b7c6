import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { viewSchema } from '../../../common/http/view-schema';
import { Access } from '../../../common/staff/staff-access.decorator';
import type { AuthenticatorKeyView, FactorSetView, MySecurityView, RecoveryCodesView } from '../../../contracts/staff-views';
import { WEBAUTHN_OPTIONS } from './webauthn-options-schema';
import type { AdminRequest } from '../admin-session';
import { DuringFactorSetUp } from './during-factor-set-up.decorator';
import { AddPasskeyDto, ConfirmAuthenticatorDto } from './dto/my-sign-in.dto';
import { FactorErrors } from './factor-errors';
import { MySignInService } from './my-sign-in.service';

const passkeyIdPipe = new ParseUUIDPipe({ exceptionFactory: () => FactorErrors.passkeyNotFound() });
const SECURITY = { description: 'Your factors and signed-in devices, as changed', schema: viewSchema('MySecurityView') };
const FACTOR_SET = { description: 'Your factors, and your new recovery codes when you had none (shown once)', schema: viewSchema('FactorSetView') };
const LAST_FACTOR = { description: 'It is your last second factor and your role needs one' };

/** Everyone's own sign-in: open to every role, and to someone signed in only to set up a factor. */
@ApiTags('admin')
@ApiCookieAuth()
@Access('read')
@DuringFactorSetUp()
@Controller('admin/me')
export class MySignInController {
  constructor(private readonly mine: MySignInService) {}

  @Get('security')
  @ApiOkResponse(SECURITY)
  security(@Req() request: AdminRequest): Promise<MySecurityView> {
    return this.mine.view(request);
  }

  @Post('passkeys/options')
  @HttpCode(200)
  @ApiOkResponse({ description: "WebAuthn creation options for @simplewebauthn/browser's startRegistration", schema: WEBAUTHN_OPTIONS })
  passkeyOptions(@Req() request: AdminRequest): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.mine.passkeyOptions(request);
  }

  @Post('passkeys')
  @ApiCreatedResponse(FACTOR_SET)
  addPasskey(@Body() body: AddPasskeyDto, @Req() request: AdminRequest): Promise<FactorSetView> {
    return this.mine.addPasskey(request, body.response, body.name);
  }

  @Delete('passkeys/:passkeyId')
  @ApiOkResponse(SECURITY)
  @ApiConflictResponse(LAST_FACTOR)
  removePasskey(@Param('passkeyId', passkeyIdPipe) passkeyId: string, @Req() request: AdminRequest): Promise<MySecurityView> {
    return this.mine.removePasskey(request, passkeyId);
  }

  @Post('authenticator')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A new key for an authenticator app, active once its first code is confirmed', schema: viewSchema('AuthenticatorKeyView') })
  startAuthenticator(@Req() request: AdminRequest): Promise<AuthenticatorKeyView> {
    return this.mine.startAuthenticator(request);
  }

  @Put('authenticator')
  @ApiOkResponse(FACTOR_SET)
  confirmAuthenticator(@Body() body: ConfirmAuthenticatorDto, @Req() request: AdminRequest): Promise<FactorSetView> {
    return this.mine.confirmAuthenticator(request, body.code);
  }

  @Delete('authenticator')
  @ApiOkResponse(SECURITY)
  @ApiConflictResponse(LAST_FACTOR)
  removeAuthenticator(@Req() request: AdminRequest): Promise<MySecurityView> {
    return this.mine.removeAuthenticator(request);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Ten new recovery codes, shown once; the old ones stop working', schema: viewSchema('RecoveryCodesView') })
  newRecoveryCodes(@Req() request: AdminRequest): Promise<RecoveryCodesView> {
    return this.mine.newRecoveryCodes(request);
  }

  @Delete('devices/:deviceId')
  @ApiOkResponse(SECURITY)
  signOutDevice(@Param('deviceId') deviceId: string, @Req() request: AdminRequest): Promise<MySecurityView> {
    return this.mine.signOutDevice(request, deviceId);
  }

  @Delete('devices')
  @ApiOkResponse(SECURITY)
  signOutOtherDevices(@Req() request: AdminRequest): Promise<MySecurityView> {
    return this.mine.signOutOtherDevices(request);
  }
}
