import { Module } from '@nestjs/common';
import { LivePageRenderer } from './live-page-renderer';

@Module({ providers: [LivePageRenderer], exports: [LivePageRenderer] })
export class LivePagesModule {}
