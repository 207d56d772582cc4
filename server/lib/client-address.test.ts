import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('the address a rate limit counts under', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0DB8:0001:0002:ffff:0:0:1',
      '2001:db8:1:2::192.0.2.1',
      'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::'),
    ])
      expect(clientAddressKey(ip)).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientAddressKey('test-client')).toBe('test-client');
  });
});
