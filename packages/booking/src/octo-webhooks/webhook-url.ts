import { BlockList, isIP } from 'node:net';
import { DomainError } from '@tenuta/core';

export const WEBHOOK_URL_MAX = 2000;

/** Addresses a public install never calls on a reseller's behalf: this machine, private networks, link-local (cloud metadata), multicast. */
const private4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  private4.addSubnet(net, prefix, 'ipv4');
const private6 = new BlockList();
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  private6.addSubnet(net, prefix, 'ipv6');

/** True for an address anyone on the Internet could be (what a public install may deliver to). */
export function isPublicAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return !private4.check(mapped[1]!, 'ipv4');
  const family = isIP(a);
  if (family === 4) return !private4.check(a, 'ipv4');
  if (family === 6) return !private6.check(a, 'ipv6');
  return false;
}

const invalid = (message: string) => new DomainError('validation_error', message, 'octo_webhook_url_invalid');

/**
 * A webhook's address as stored. Any http(s) URL on a local install (a receiver on this machine);
 * on a public install only https to a name or a public address, without credentials in it: the
 * estate's server never becomes a way into its own network. The addresses a name resolves to are
 * checked again at each delivery.
 */
export function webhookUrl(raw: string, o: { localInstall: boolean }): string {
  if (raw.length > WEBHOOK_URL_MAX) throw invalid(`The url is at most ${WEBHOOK_URL_MAX} characters`);
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw invalid('The url must be an absolute http(s) URL');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw invalid('The url must be an absolute http(s) URL');
  if (u.username || u.password) throw invalid('Put credentials in headers, not in the url');
  if (o.localInstall) return u.toString();
  if (u.protocol !== 'https:') throw invalid('The url must use https');
  const host = u.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && !isPublicAddress(host))) throw invalid('The url must reach a public address');
  return u.toString();
}
