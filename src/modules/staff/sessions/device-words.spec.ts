import { deviceWords } from './device-words';

describe('deviceWords', () => {
  it('names the browser, its major version and the system', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';
    expect(deviceWords(chrome)).toBe('Chrome 131 on Windows');
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceWords(iphone)).toBe('Safari 17 on iOS');
  });

  it('says so when there is nothing to read', () => {
    expect(deviceWords(undefined)).toBe('Unknown browser');
    expect(deviceWords('curl/8.5.0')).not.toContain('undefined');
  });
});
