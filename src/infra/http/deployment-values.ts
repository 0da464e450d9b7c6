import type { AppConfig } from '../../config/app-config';
import { publicConfigOf } from './public-config.controller';

/** The build's placeholders for what differs per deployment (scripts/prerender.mjs). */
const PLACEHOLDERS = {
  publicUrl: /__PUBLIC_URL__/g,
  phoneDisplay: /__SUPPORT_PHONE_DISPLAY__/g,
  phone: /__SUPPORT_PHONE__/g,
  config: '<!--public-config-->',
};

/** A built page with this deployment's URL, support phone and public config put in for its placeholders. */
export function fillDeploymentValues(text: string, config: AppConfig): string {
  const publicConfig = publicConfigOf(config);
  return text
    .replace(PLACEHOLDERS.publicUrl, config.publicUrl)
    .replace(PLACEHOLDERS.phoneDisplay, publicConfig.supportPhoneDisplay)
    .replace(PLACEHOLDERS.phone, config.supportPhone)
    .replace(PLACEHOLDERS.config, `<script type="application/json" id="public-config">${JSON.stringify(publicConfig).replace(/</g, '\\u003c')}</script>`);
}
