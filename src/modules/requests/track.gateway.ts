import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { NAMESPACES, rooms } from '../../infra/realtime/realtime-events';
import { admitToRoom, joinAdmittedRoom } from '../../infra/realtime/room-admission';
import { RequestLookupService } from './request-lookup.service';

/** A customer's live feed: the server checks the tracking code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.track })
export class TrackGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly lookup: RequestLookupService) {}

  afterInit(namespace: Namespace): void {
    admitToRoom(namespace, async (socket) => {
      const request = await this.lookup.byTrackingCode(String(socket.handshake.auth?.trackingId ?? ''));
      return rooms.track(request.customerTrackingId!);
    });
  }

  handleConnection(socket: Socket): Promise<void> {
    return joinAdmittedRoom(socket);
  }
}
