import { describe, expect, it } from 'vitest';
import {
  classifyAddress,
  createAddressPolicy,
  embeddedIPv4,
  expandIPv6,
} from '../../src/shared/address-policy.js';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.10.20', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['100.64.0.1', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['169.254.169.254', 'metadata'],
    ['192.88.99.1', 'reserved'],
    ['::ffff:0:a00:1', 'reserved'],
    ['64:ff9b:1::a00:1', 'reserved'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['192.0.0.192', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['not an address', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:a9fe:a9fe::1', 'metadata'],
    ['2002:0808:0808::1', 'public'],
    ['::ffff:8.8.8.8', 'public'],
  ])('judges %s by the IPv4 address inside it (%s)', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('IPv6 helpers', () => {
  it('expands compressed forms and trailing dotted quads', () => {
    expect(expandIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(expandIPv6('fe80::1:2')).toEqual([0xfe80, 0, 0, 0, 0, 0, 1, 2]);
    expect(expandIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(expandIPv6('1.2.3.4')).toBeNull();
  });
  it('finds no IPv4 address in a plain IPv6 one', () => {
    expect(embeddedIPv4('2606:4700::1111')).toBeNull();
  });
});

describe('createAddressPolicy', () => {
  it('refuses every non-public kind by default', () => {
    const policy = createAddressPolicy(false);
    expect(policy.refusal('8.8.8.8')).toBeNull();
    expect(policy.refusal('127.0.0.1')).toBe('loopback');
    expect(policy.refusal('10.1.1.1')).toBe('private');
  });

  it('lets the local kinds through with allowPrivateNetwork, but never metadata or multicast', () => {
    const policy = createAddressPolicy(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '169.254.1.1', 'fd00::1', '100.64.0.1']) {
      expect(policy.refusal(address)).toBeNull();
    }
    expect(policy.refusal('169.254.169.254')).toBe('metadata');
    expect(policy.refusal('224.0.0.1')).toBe('multicast');
    expect(policy.refusal('255.255.255.255')).toBe('broadcast');
  });

  it('allows listed addresses and ranges, and nothing more', () => {
    const policy = createAddressPolicy(false, ['10.1.2.3', '192.168.7.0/24', 'fd00:1::/32']);
    expect(policy.refusal('10.1.2.3')).toBeNull();
    expect(policy.refusal('10.1.2.4')).toBe('private');
    expect(policy.refusal('192.168.7.200')).toBeNull();
    expect(policy.refusal('192.168.8.1')).toBe('private');
    expect(policy.refusal('fd00:1::5')).toBeNull();
    expect(() => createAddressPolicy(false, ['intranet.local'])).toThrow(TypeError);
  });
});
