import { Inject } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { clientAddressResolver } from '../../common/http/client-address';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { NAMESPACES, rooms } from '../../infra/realtime/realtime-events';
import { admitToRoom, joinAdmittedRoom } from '../../infra/realtime/room-admission';
import { RequestLookupService } from './request-lookup.service';

/** A customer's live feed: the server checks the tracking code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.track })
export class TrackGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly addressOf: ReturnType<typeof clientAddressResolver>;

  constructor(
    private readonly lookup: RequestLookupService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.addressOf = clientAddressResolver(config.trustProxy);
  }

  afterInit(namespace: Namespace): void {
    admitToRoom(namespace, async (socket) => {
      const request = await this.lookup.forCustomer(String(socket.handshake.auth?.trackingId ?? ''), this.addressOf(socket.request));
      return rooms.track(request.customerTrackingId!);
    });
  }

  handleConnection(socket: Socket): Promise<void> {
    return joinAdmittedRoom(socket);
  }
}
