import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { NAMESPACES, rooms } from '../../infra/realtime/realtime-events';
import { RequestLookupService } from './request-lookup.service';

/** A customer's live feed: the server checks the tracking code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.track })
export class TrackGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly lookup: RequestLookupService) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      const code = String(socket.handshake.auth?.trackingId ?? '');
      this.lookup
        .byTrackingCode(code)
        .then((request) => {
          socket.data.room = rooms.track(request.customerTrackingId!);
          next();
        })
        .catch((error: Error) => next(new Error(error.message)));
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    await socket.join(socket.data.room as string);
  }
}
