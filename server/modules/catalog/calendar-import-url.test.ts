import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { blockedNetworks, calendarImportUrlField, isPublicAddress } from './calendar-import-url';
import { downloadCalendar, publicLookup } from './download-calendar';

// One address inside each blocked network, written as an attacker would (issue 29, item 7).
const insideEach: [string, string][] = [
  ['0.0.0.0/8', '0.0.0.0'],
  ['10.0.0.0/8', '10.1.2.3'],
  ['100.64.0.0/10', '100.100.100.200'],
  ['127.0.0.0/8', '127.0.0.1'],
  ['169.254.0.0/16', '169.254.169.254'],
  ['172.16.0.0/12', '172.31.255.1'],
  ['192.0.0.0/24', '192.0.0.170'],
  ['192.0.2.0/24', '192.0.2.1'],
  ['192.88.99.0/24', '192.88.99.1'],
  ['192.168.0.0/16', '192.168.1.1'],
  ['198.18.0.0/15', '198.19.0.1'],
  ['198.51.100.0/24', '198.51.100.7'],
  ['203.0.113.0/24', '203.0.113.9'],
  ['224.0.0.0/3', '239.255.255.250'],
  ['::/96', '::7f00:1'],
  ['::/96 (loopback)', '::1'],
  ['::/96 (dotted)', '::127.0.0.1'],
  ['::ffff:0:0/96', '::ffff:7f00:1'],
  ['::ffff:0:0/96 (dotted)', '::ffff:169.254.169.254'],
  ['::ffff:0:0:0/96', '::ffff:0:7f00:1'],
  ['64:ff9b::/96', '64:ff9b::7f00:1'],
  ['64:ff9b:1::/48', '64:ff9b:1::a00:1'],
  ['100::/64', '100::1'],
  ['2001::/32', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['2001:db8::/32', '2001:db8::1'],
  ['2002::/16', '2002:7f00:1::1'],
  ['fc00::/7', 'fd12:3456::1'],
  ['fe80::/10', 'fe80::1'],
  ['fe80::/10 (with a zone)', 'fe80::1%eth0'],
  ['fec0::/10', 'fec0::1'],
  ['ff00::/8', 'ff02::1'],
];

describe('the calendar import’s address check', () => {
  it('has an example for every blocked network', () => {
    const tested = new Set(insideEach.map(([network]) => network.split(' ')[0]));
    for (const [network, prefix] of [...blockedNetworks.ipv4, ...blockedNetworks.ipv6]) expect(tested).toContain(`${network}/${prefix}`);
  });

  it.each(insideEach)('refuses %s (%s), when saved and when fetched', async (_network, address) => {
    expect(isPublicAddress(address)).toBe(false);
    const literal = address.includes(':') ? `[${address.replace(/%.*$/, '')}]` : address;
    expect(calendarImportUrlField.safeParse(`https://${literal}/calendar.ics`).success).toBe(false);
    await expect(downloadCalendar(`https://${literal}/calendar.ics`)).rejects.toThrow(/refused/);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2404:6800:4006:80a::200e'])('lets the public address %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('resolves a name before checking it: any private address it resolves to refuses it', async () => {
    const resolvingTo = (addresses: LookupAddress[]) => publicLookup((_hostname, _options, callback) => callback(null, addresses));
    const look = (lookup: ReturnType<typeof publicLookup>) =>
      new Promise<string>((resolve, reject) => lookup('calendar.example.com', {}, (error, address) => (error ? reject(error) : resolve(address as string))));
    await expect(look(resolvingTo([{ address: '93.184.215.14', family: 4 }]))).resolves.toBe('93.184.215.14');
    for (const address of ['64:ff9b::a9fe:a9fe', '::ffff:0:7f00:1', '::7f00:1', '2002:a9fe:a9fe::1']) {
      await expect(look(resolvingTo([{ address, family: 6 }])), address).rejects.toThrow('calendar.example.com is not on the public internet');
    }
    // One private address among public ones is enough to refuse the name.
    await expect(look(resolvingTo([{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.5', family: 4 }]))).rejects.toThrow(/not on the public internet/);
  });
});
