import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type WebhookPost } from '@tenuta/booking';

/** Read at most this much of a receiver's answer (only its status matters). */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * Resolves like the system does, but refuses a name that leads to this machine or a private
 * network: checked on the very addresses the socket connects to, so a name that changes its
 * answer between two lookups (DNS rebinding) cannot slip through.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = (addresses as LookupAddress[]).filter((a) => isPublicAddress(a.address));
    if (!list.length) return callback(Object.assign(new Error(`${hostname} does not resolve to a public address`), { code: 'EADDRNOTPUBLIC' }), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/**
 * The job runner's webhook sender: one POST, no redirects followed, a timeout, the answer's status.
 * On a public install (`localInstall` false) it never connects to this machine or a private
 * network, whatever the URL says.
 */
export function octoWebhookPoster(o: { localInstall: boolean }): WebhookPost {
  return ({ url, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const u = new URL(url);
      const host = u.hostname.replace(/^\[|\]$/g, '');
      if (!o.localInstall && (u.protocol !== 'https:' || (isIP(host) && !isPublicAddress(host)))) return reject(new Error('refused: not a public https address'));
      const client = u.protocol === 'https:' ? https : http;
      const req = client.request(
        u,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          timeout: timeoutMs,
          ...(o.localInstall ? {} : { lookup: publicOnlyLookup }),
        },
        (res) => {
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > ANSWER_BYTES_MAX) res.destroy();
          });
          res.on('close', () => resolve({ status: res.statusCode ?? 0 }));
          res.on('error', () => resolve({ status: res.statusCode ?? 0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
}
