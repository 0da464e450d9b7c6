import QRCode from 'qrcode';
import type { AuthenticatorKeyView } from '../../../contracts/staff-views';
import { totpUri } from '../totp-factor';

/** The key in groups of four, as people type it into an app. */
const grouped = (key: string): string => key.match(/.{1,4}/g)!.join(' ');

/** An authenticator app's key to set up: as text to type, and as a QR code to scan. */
export async function authenticatorKeyView(key: string, email: string): Promise<AuthenticatorKeyView> {
  const svg = await QRCode.toString(totpUri(key, email), { type: 'svg', margin: 1 });
  return { totpKey: grouped(key), totpQr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
