import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address's `::` so it has its eight groups of hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

/**
 * The client a limit counts an address as: an IPv4 address itself (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, since one subscriber is usually given a
 * whole /64 and could otherwise step through addresses to escape any per-address limit.
 */
export function clientGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address.split('%')[0] ?? '')) return address;
  const groups = ipv6Groups(address.split('%')[0] ?? '').slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${groups.join(':')}::/64`;
}

/**
 * The client group of a request. Once the client has closed its connection, the request no
 * longer knows its address (`request.ip` is then undefined at run time, whatever its type says):
 * such a request counts as one unnamed client, and its work is dropped by the read gate later.
 * Throwing here instead turned a visitor who left into a 500 for everyone sharing its feed build.
 */
export function requestClientGroup(request: { ip?: string | undefined }): string {
  return clientGroup(request.ip ?? '');
}
