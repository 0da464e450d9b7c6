import { isLoopbackAddress, isPublicAddress } from './webhook-address-policy';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '104.16.132.229', '2606:4700::6810:84e5'])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['10.0.0.1', '172.16.5.4', '192.168.1.1', '127.0.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'not-an-address'])(
    'refuses %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );

  it('tells loopback apart, IPv4 mapped in IPv6 included', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([true, true, true]);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
  });
});
