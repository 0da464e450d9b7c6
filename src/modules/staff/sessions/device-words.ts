import Bowser from 'bowser';

/** A browser in words for the devices list: 'Chrome 131 on Windows', or 'Unknown browser'. */
export function deviceWords(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}
