import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { generateArrivalCode } from '../../domain/arrival-code';
import { generateCapabilityCode, generateJobNumber, generateLinkCode, generateOnlineTrackingCode } from '../../domain/tracking-codes';

const cryptoRandom = (byteCount: number): Uint8Array => randomBytes(byteCount);

@Injectable()
export class CodeGenerator {
  onlineTrackingCode(): string {
    return generateOnlineTrackingCode(cryptoRandom);
  }

  /** A phone request's tracking code, and the fresh tracking and job codes of an assignment. */
  linkCode(): string {
    return generateLinkCode(cryptoRandom);
  }

  /** The provider page's and each offer page's code. */
  capabilityCode(): string {
    return generateCapabilityCode(cryptoRandom);
  }

  jobNumber(): string {
    return generateJobNumber(cryptoRandom);
  }

  /** The four digits the customer gives the driver at the car. */
  arrivalCode(): string {
    return generateArrivalCode(cryptoRandom);
  }
}
