import { OpenToAccountMembers } from './open-to-account-members.decorator';
import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ClientAddress } from '../../common/http/client-address.decorator';
import { SESSION_COOKIE, sessionCookieOptions } from '../../common/http/session-cookie';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { StaffAuthService } from './staff-auth.service';
import { AdminRequest, type SignedInAdmin } from './admin-session';
import { SignInService } from './sign-in.service';
import { Access } from '../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../common/staff/signed-in-staff.decorator';
import { AdminSessionView, PasskeySignInDto, SecondFactorDto, SignInDto, SignInView } from './dto/sign-in.dto';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { DuringFactorSetUp } from './factors/during-factor-set-up.decorator';
import { WEBAUTHN_OPTIONS } from './factors/webauthn-options-schema';
import { PublicAdminRoute } from './public-route.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@SkipThrottle()
@Controller('admin/session')
export class AdminSessionController {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly signIns: SignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @PublicAdminRoute()
  @HttpCode(200)
  @ApiOkResponse({ type: SignInView })
  signIn(@Body() body: SignInDto, @Req() request: AdminRequest, @ClientAddress() address: string): Promise<SignInView> {
    return this.signIns.withPassword(request, body.email, body.password, address);
  }

  @Post('code')
  @PublicAdminRoute()
  @HttpCode(200)
  @ApiOkResponse({ type: SignInView })
  signInWithCode(@Body() body: SecondFactorDto, @Req() request: AdminRequest, @ClientAddress() address: string): Promise<SignInView> {
    return this.signIns.withCode(request, body.code, address);
  }

  @Post('passkey/options')
  @PublicAdminRoute()
  @HttpCode(200)
  @ApiOkResponse({ description: "WebAuthn request options for @simplewebauthn/browser's startAuthentication, after a right password", schema: WEBAUTHN_OPTIONS })
  passkeyOptions(@Req() request: AdminRequest): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.signIns.passkeyOptions(request);
  }

  @Post('passkey')
  @PublicAdminRoute()
  @HttpCode(200)
  @ApiOkResponse({ type: SignInView })
  signInWithPasskey(@Body() body: PasskeySignInDto, @Req() request: AdminRequest, @ClientAddress() address: string): Promise<SignInView> {
    return this.signIns.withPasskey(request, body.response, address);
  }

  @Get()
  @Access('read')
  @DuringFactorSetUp()
  @ApiOkResponse({ type: AdminSessionView })
  whoAmI(@CurrentAdmin() admin: SignedInAdmin): AdminSessionView {
    return { email: admin.email, name: admin.name, role: admin.role };
  }

  @Delete()
  @Access('read')
  @DuringFactorSetUp()
  @OpenToAccountMembers()
  @HttpCode(204)
  async signOut(@Req() request: AdminRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.signIns.signOut(request);
    // Expired by date alone, with the attributes it was set with: the header sign-out has always sent
    // (clearCookie would add Max-Age=0).
    reply.setCookie(SESSION_COOKIE, '', { ...sessionCookieOptions(this.config), expires: new Date(0) });
  }
}
