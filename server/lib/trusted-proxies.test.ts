import { describe, expect, it } from 'vitest';
import { trustedProxiesProblem } from './trusted-proxies.ts';

describe('trustedProxiesProblem', () => {
  it.each([
    ['10.0.0.2'],
    ['10.0.0.2,10.0.1.0/24,loopback'],
    ['loopback,linklocal,uniquelocal'],
    ['::1'],
    ['fd00::/8, 2001:db8::/32'],
    ['::ffff:10.0.0.1'],
    // Half of the addresses is a mistake one can make, but not every address.
    ['0.0.0.0/1'],
    ['0.0.0.0/1,128.0.0.0/2,192.0.0.0/3'],
    ['8000::/1'],
  ])('accepts %j', (value) => {
    expect(trustedProxiesProblem(value.split(',').map((entry) => entry.trim()))).toBeUndefined();
  });

  it.each([
    ['0.0.0.0/0'],
    ['::/0'],
    ['0.0.0.0/1', '128.0.0.0/1'],
    ['128.0.0.0/1', '10.0.0.1', '0.0.0.0/1'],
    ['0.0.0.0/2', '64.0.0.0/2', '128.0.0.0/2', '192.0.0.0/2'],
    ['0.0.0.0/1', '127.0.0.0/8', '128.0.0.0/2', '192.0.0.0/2'],
    ['::/1', '8000::/1'],
    // ::/1 holds ::ffff:0:0/96: every IPv4 client.
    ['::/1'],
    // Every IPv4 address, written as IPv4-mapped IPv6 (proxy-addr matches IPv4 clients by it).
    ['::ffff:0:0/96'],
    ['::ffff:0.0.0.0/97', '128.0.0.0/1'],
    // Every IPv6 address but the IPv4-mapped ones, which the IPv4 ranges cover.
    [
      '::/17',
      '8000::/1',
      '4000::/2',
      '2000::/3',
      '1000::/4',
      '0800::/5',
      '0400::/6',
      '0200::/7',
      '0100::/8',
      '0080::/9',
      '0040::/10',
      '0020::/11',
      '0010::/12',
      '0008::/13',
      '0004::/14',
      '0002::/15',
      '0001::/16',
      '0.0.0.0/0',
    ],
  ])('refuses a set covering every address: %j', (...entries) => {
    expect(trustedProxiesProblem(entries)).toMatch(/every address/);
  });

  it.each([
    '999.1.1.1',
    '1.2.3',
    '10.0.0.0/33',
    '10.0.0.0/99',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/-1',
    '10.0.0.0/255.0.0.0',
    ':::',
    'abc',
    'fe80::1%eth0',
    '2001:db8::/129',
    '',
    'localhost',
    '01.2.3.4',
  ])('refuses %j as no address', (entry) => {
    expect(trustedProxiesProblem([entry])).toMatch(/not an address/);
  });
});
