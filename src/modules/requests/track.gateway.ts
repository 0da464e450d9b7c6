import { Inject } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { NAMESPACES } from '../../contracts/socket-events';
import { rooms } from '../../infra/realtime/realtime-events';
import { admitToRoom, joinAdmittedRoom } from '../../infra/realtime/room-admission';
import { required } from '../../domain/required';
import { RequestLookupService } from '../request-core';

/** A customer's live feed: the server checks the tracking code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.track })
export class TrackGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    private readonly lookup: RequestLookupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(namespace: Namespace): void {
    admitToRoom(namespace, this.config.trustProxy, async ({ auth, address }) => {
      const request = await this.lookup.forCustomer(String(auth.trackingId ?? ''), address);
      return rooms.track(required(request.customerTrackingId, 'the tracking code'));
    });
  }

  handleConnection(socket: Socket): Promise<void> {
    return joinAdmittedRoom(socket);
  }
}
