import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ClientAddress } from '../../common/http/client-address.decorator';
import { SESSION_COOKIE, sessionCookieOptions } from '../../common/http/session-cookie';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AdminAuthService } from './admin-auth.service';
import { AdminRequest, type SignedInAdmin, startAdminSession } from './admin-session';
import { CurrentAdmin } from './signed-in-admin.decorator';
import { AdminSessionView, SignInDto } from './dto/sign-in.dto';
import { PublicAdminRoute } from './public-route.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@SkipThrottle()
@Controller('admin/session')
export class AdminSessionController {
  constructor(
    private readonly auth: AdminAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @PublicAdminRoute()
  @HttpCode(200)
  @ApiOkResponse({ type: AdminSessionView })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: AdminRequest,
    @ClientAddress() address: string,
  ): Promise<AdminSessionView> {
    const admin = await this.auth.verifyCredentials(body.email, body.password, address);
    await startAdminSession(request, admin);
    return { email: admin.email };
  }

  @Get()
  @ApiOkResponse({ type: AdminSessionView })
  whoAmI(@CurrentAdmin() admin: SignedInAdmin): AdminSessionView {
    return { email: admin.email };
  }

  @Delete()
  @HttpCode(204)
  async signOut(@Req() request: AdminRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.signOut(request.session);
    // Expired by date alone, with the attributes it was set with: the header sign-out has always sent
    // (clearCookie would add Max-Age=0).
    reply.setCookie(SESSION_COOKIE, '', { ...sessionCookieOptions(this.config), expires: new Date(0) });
  }
}
