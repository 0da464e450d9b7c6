import { Global, Module } from '@nestjs/common';
import { CLOCK, SystemClock } from './clock/clock';
import { CodeGenerator } from './codes/code-generator';

@Global()
@Module({
  providers: [{ provide: CLOCK, useClass: SystemClock }, CodeGenerator],
  exports: [CLOCK, CodeGenerator],
})
export class CommonModule {}
