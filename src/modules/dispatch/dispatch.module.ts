import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { ProviderGateway } from './provider.gateway';

@Module({
  imports: [RequestsModule],
  providers: [ProviderGateway],
})
export class DispatchModule {}
