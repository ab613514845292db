import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses the server may not call for staff-given URLs (webhooks) unless allowed: this host, its networks, cloud metadata. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  // ::ffff:10.0.0.1 is 10.0.0.1.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const ADDRESS_MESSAGES = {
  https: 'The URL must start with https:// (plain http is allowed only with WEBHOOK_ALLOW_PRIVATE=true)',
  private: 'The URL leads to a private or local address, which the server may not call (WEBHOOK_ALLOW_PRIVATE=true allows it)',
  unresolved: 'The URL’s host name could not be resolved',
} as const;

/** Why the server may not call this URL now, or null: its scheme, and every address its host resolves to. */
export async function refusedAddress(url: URL, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return ADDRESS_MESSAGES.https;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map((entry) => entry.address),
        () => null,
      );
  if (!addresses || addresses.length === 0) return ADDRESS_MESSAGES.unresolved;
  return addresses.some(isPrivateAddress) ? ADDRESS_MESSAGES.private : null;
}

/**
 * dns.lookup for the delivery's connection, refusing private addresses: the check happens on the very
 * address the socket connects to, so a host name that resolves differently a second time (DNS
 * rebinding) cannot slip through.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
  ) => {
    lookup(hostname, { all: true, verbatim: true }).then(
      (found) => {
        const refused = !allowPrivate && found.some((entry) => isPrivateAddress(entry.address));
        if (refused || found.length === 0) return callback(new Error(ADDRESS_MESSAGES.private), []);
        if ((options as { all?: boolean }).all) return callback(null, found);
        callback(null, found[0]!.address, found[0]!.family);
      },
      (error: Error) => callback(error, []),
    );
  };
}
