import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { generateAdminCode, generateOnlineTrackingCode } from '../../domain/tracking-codes';

const cryptoRandom = (byteCount: number): Uint8Array => randomBytes(byteCount);

@Injectable()
export class CodeGenerator {
  onlineTrackingCode(): string {
    return generateOnlineTrackingCode(cryptoRandom);
  }

  adminCode(): string {
    return generateAdminCode(cryptoRandom);
  }
}
