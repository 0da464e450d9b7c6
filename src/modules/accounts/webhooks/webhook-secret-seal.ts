import { Inject, Injectable } from '@nestjs/common';
import { hkdfSync } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { secretSeal, type SecretSeal } from '../../staff';

/**
 * Seals endpoints' signing secrets: they must be read back to sign, so they are encrypted rather
 * than hashed. The key is the staff's sealing key taken through its own derivation, so a secret of
 * one kind never opens with the other's key.
 */
@Injectable()
export class WebhookSecretSeal implements SecretSeal {
  private readonly sealer: SecretSeal;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.sealer = secretSeal(Buffer.from(hkdfSync('sha256', config.staff.factorKey, 'partner-webhooks', 'endpoint-signing-secret', 32)).toString('hex'));
  }

  seal(plain: string): string {
    return this.sealer.seal(plain);
  }

  open(sealed: string): string {
    return this.sealer.open(sealed);
  }
}
