import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { NAMESPACES, rooms } from '../../infra/realtime/realtime-events';
import { RequestLookupService } from '../requests/request-lookup.service';

/** A provider's live feed: the server checks the job code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.provider })
export class ProviderGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly lookup: RequestLookupService) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      const jobId = String(socket.handshake.auth?.jobId ?? '');
      this.lookup
        .byJobId(jobId)
        .then((request) => {
          socket.data.room = rooms.job(request.providerJobId!);
          next();
        })
        .catch((error: Error) => next(new Error(error.message)));
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    await socket.join(socket.data.room as string);
  }
}
