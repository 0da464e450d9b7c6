import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { NAMESPACES, rooms } from '../../infra/realtime/realtime-events';
import { admitToRoom, joinAdmittedRoom } from '../../infra/realtime/room-admission';
import { RequestLookupService } from '../requests/request-lookup.service';

/** A provider's live feed: the server checks the job code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.provider })
export class ProviderGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly lookup: RequestLookupService) {}

  afterInit(namespace: Namespace): void {
    admitToRoom(namespace, async (socket) => {
      const request = await this.lookup.byJobId(String(socket.handshake.auth?.jobId ?? ''));
      return rooms.job(request.providerJobId!);
    });
  }

  handleConnection(socket: Socket): Promise<void> {
    return joinAdmittedRoom(socket);
  }
}
