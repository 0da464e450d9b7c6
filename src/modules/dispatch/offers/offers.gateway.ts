import { Inject } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { NAMESPACES } from '../../../contracts/socket-events';
import { rooms } from '../../../infra/realtime/realtime-events';
import { admitToRoom, joinAdmittedRoom } from '../../../infra/realtime/room-admission';
import { OfferReadsService } from './offer-reads.service';
import { ProviderPageReadsService } from '../../providers';

/** Offer pages and provider pages hear that they should read again; the server checks the page's code before joining its room. */
@WebSocketGateway({ namespace: NAMESPACES.offers })
export class OffersGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    private readonly offers: OfferReadsService,
    private readonly pages: ProviderPageReadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(namespace: Namespace): void {
    admitToRoom(namespace, this.config.trustProxy, async ({ auth, address }) => {
      if (typeof auth.providerCode === 'string') return rooms.providerPage((await this.pages.providerByCode(auth.providerCode, address)).id);
      return rooms.offer((await this.offers.offerByCode(String(auth.offerCode ?? ''), address)).id);
    });
  }

  handleConnection(socket: Socket): Promise<void> {
    return joinAdmittedRoom(socket);
  }
}
