import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { badInput } from '../../common/app-error';
import { URL_MAX_LENGTH, webhookMessages } from './webhooks.rules';

/**
 * Server-side request forgery guard for webhook URLs. A URL names a host; the host must resolve
 * only to public unicast addresses (no private, loopback, link-local, unique-local, CGNAT,
 * multicast, unspecified or reserved ranges, nor an IPv4-mapped IPv6 form of them). It is checked
 * when an endpoint is saved and again at each send, where `guardedLookup` is the connection's own
 * DNS lookup: the address checked is the address connected to (no rebinding between the two).
 */
export interface NetworkPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: every address and plain http allowed (development, tests). */
  allowPrivateNetworks: boolean;
  /** WEBHOOK_HTTP_HOSTS: host names an operator allows over plain http (still public addresses only). */
  httpHosts: readonly string[];
}

/** True for an address a webhook may be sent to: public unicast only (ipaddr.js's own ranges). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:10.0.0.1 into 10.0.0.1, so a mapped address gets the IPv4 verdict.
  return ipaddr.process(address).range() === 'unicast';
}

/** The host as a resolver or an IP check takes it (`[::1]` → `::1`). */
const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The URL's form (scheme, credentials, length), before any DNS: the endpoint's URL, or BAD_USER_INPUT. */
export function parseEndpointUrl(raw: string, policy: NetworkPolicy): URL {
  const value = raw.trim();
  if (!value) throw badInput(webhookMessages.urlRequired);
  if (value.length > URL_MAX_LENGTH) throw badInput(webhookMessages.urlTooLong);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badInput(webhookMessages.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badInput(webhookMessages.urlInvalid);
  if (url.username || url.password) throw badInput(webhookMessages.urlCredentials);
  if (
    url.protocol === 'http:' &&
    !policy.allowPrivateNetworks &&
    !policy.httpHosts.includes(url.hostname.toLowerCase())
  ) {
    throw badInput(webhookMessages.httpNotAllowed);
  }
  return url;
}

type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Every address the host resolves to, each public; BAD_USER_INPUT naming the first that is not. */
export async function checkedAddresses(
  url: URL,
  policy: NetworkPolicy,
  resolve: Resolve = systemResolve,
): Promise<LookupAddress[]> {
  const host = bareHost(url);
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw badInput(webhookMessages.unresolvable(host));
    }
    if (addresses.length === 0) throw badInput(webhookMessages.unresolvable(host));
  }
  if (!policy.allowPrivateNetworks) {
    // Any private answer refuses the host: a name with one public and one private record could
    // otherwise be steered to the private one at send time.
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw badInput(webhookMessages.privateAddress(host, refused.address));
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves like the system does, refuses the connection when any
 * address is not public (unless private networks are allowed), and hands the connection exactly
 * the addresses it checked. (A literal IP host skips lookup: `checkedAddresses` runs before the
 * request for that case.)
 */
export function guardedLookup(policy: NetworkPolicy, resolve: Resolve = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    checkedAddresses(
      new URL(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}`),
      policy,
      resolve,
    )
      .then((addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (usable.length === 0) {
          callback(
            Object.assign(new Error(webhookMessages.unresolvable(hostname)), { code: 'ENOTFOUND' }),
            [],
          );
        } else if (options.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      })
      .catch((error: Error) => callback(Object.assign(error, { code: 'EWEBHOOKREFUSED' }), []));
  };
}
