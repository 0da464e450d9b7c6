import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { CLIENT_EVENTS, NAMESPACES, type PositionAck } from '../../../contracts/socket-events';
import { rooms } from '../../../infra/realtime/realtime-events';
import { admitToRoom, joinAdmittedRoom } from '../../../infra/realtime/room-admission';
import { required } from '../../../domain/required';
import { RequestLookupService } from '../../request-core';
import { ProviderPositionsService } from './provider-positions.service';

/** A provider's live feed and position stream: the server checks the job code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.provider })
export class ProviderGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly positions: ProviderPositionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(namespace: Namespace): void {
    admitToRoom(namespace, this.config.trustProxy, async ({ auth, address }) => {
      const request = await this.lookup.forProvider(String(auth.jobId ?? ''), address);
      return rooms.job(required(request.providerJobId, 'the job code'));
    });
  }

  handleConnection(socket: Socket): Promise<void> {
    return joinAdmittedRoom(socket);
  }

  /** The phone's position; the acknowledgement says whether it was taken, and why not. */
  @SubscribeMessage(CLIENT_EVENTS.position)
  position(@ConnectedSocket() socket: Socket, @MessageBody() fix: unknown): Promise<PositionAck> {
    return this.positions.record(String(socket.handshake.auth.jobId), fix);
  }
}
