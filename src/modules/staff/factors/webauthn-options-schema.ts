import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** WebAuthn's own options object, passed to the browser as it is; its shape is the W3C specification's, not ours. */
export const WEBAUTHN_OPTIONS: SchemaObject = {
  type: 'object',
  description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (W3C WebAuthn Level 3)',
  required: ['challenge'],
  properties: { challenge: { type: 'string', description: 'base64url' } },
  additionalProperties: true,
};
