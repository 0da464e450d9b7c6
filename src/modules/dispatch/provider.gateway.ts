import { Inject } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { NAMESPACES } from '../../contracts/socket-events';
import { rooms } from '../../infra/realtime/realtime-events';
import { admitToRoom, joinAdmittedRoom } from '../../infra/realtime/room-admission';
import { RequestLookupService } from '../request-core';

/** A provider's live feed: the server checks the job code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.provider })
export class ProviderGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    private readonly lookup: RequestLookupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(namespace: Namespace): void {
    admitToRoom(namespace, this.config.trustProxy, async ({ auth, address }) => {
      const request = await this.lookup.forProvider(String(auth.jobId ?? ''), address);
      return rooms.job(request.providerJobId!);
    });
  }

  handleConnection(socket: Socket): Promise<void> {
    return joinAdmittedRoom(socket);
  }
}
