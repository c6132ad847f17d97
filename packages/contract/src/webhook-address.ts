import { VALIDATION_MESSAGES as M, type ValidationMessageKey } from './validation/keys';

// Where a rule's webhook may point (issue 16 "Actions"): the server POSTs to it, so an address inside the
// server's own network would let a user reach services that are not meant to be public (SSRF). Unless the
// operator allows it (RULE_WEBHOOK_ALLOW_PRIVATE), a webhook must be https and must not name localhost nor
// an IP literal in any of IANA's special-purpose ranges (loopback, private, link-local, 6to4…). Host names are resolved only when
// the hook is called: the delivery checks the resolved address again (a name may point anywhere later).

/** Longest webhook URL. */
export const WEBHOOK_URL_MAX = 2048;

/** An IPv4 address as its four bytes, or undefined when the text is not a dotted quad. */
function ipv4Bytes(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
}

// Every range of IANA's IPv4 Special-Purpose Address Registry (RFC 6890 and after), whether marked
// globally reachable or not (none is a place a user's webhook belongs), plus multicast and the reserved rest.
const SPECIAL_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 3], // multicast, reserved, broadcast
];

const ipv4Number = (bytes: readonly number[]): number => bytes.reduce((value, byte) => value * 256 + byte, 0);

const SPECIAL_IPV4_MASKS = SPECIAL_IPV4.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  return { start: ipv4Number(ipv4Bytes(base) ?? []), size };
});

/** Whether an IPv4 address is outside the public internet (in a special-purpose range). */
function privateIpv4(bytes: number[]): boolean {
  const value = ipv4Number(bytes);
  return SPECIAL_IPV4_MASKS.some(({ start, size }) => value >= start && value < start + size);
}

/** An IPv6 address as eight 16-bit groups, or undefined when the text is not one. */
function ipv6Groups(host: string): number[] | undefined {
  const halves = host.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined): number[] | undefined => {
    if (!part) return [];
    const groups: number[] = [];
    for (const group of part.split(':')) {
      const v4 = ipv4Bytes(group);
      if (v4) groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      else if (/^[0-9a-f]{1,4}$/i.test(group)) groups.push(parseInt(group, 16));
      else return undefined;
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : undefined;
}

// IANA's IPv6 Special-Purpose Address Registry, with the deprecated site-local and 6to4 ranges (6to4 and
// Teredo embed IPv4 addresses, private ones included) and multicast. IPv4-mapped and -compatible forms are
// read as the IPv4 address they carry.
const SPECIAL_IPV6: readonly (readonly [string, number])[] = [
  ['64:ff9b::', 96], // NAT64 reaches IPv4 behind it
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, DRIP…
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['2620:4f:8000::', 48], // AS112
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
];

const SPECIAL_IPV6_PREFIXES = SPECIAL_IPV6.map(([base, bits]) => ({ groups: ipv6Groups(base) ?? [], bits }));

/** Whether the first `bits` bits of two addresses (as 16-bit groups) agree. */
function samePrefix(address: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i * 16 < bits; i += 1) {
    const width = Math.min(16, bits - i * 16);
    const mask = (0xffff << (16 - width)) & 0xffff;
    if (((address[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** Whether an IPv6 address is outside the public internet. */
function privateIpv6(groups: number[]): boolean {
  const [, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const leadingZeros = groups.slice(0, 5).every((group) => group === 0);
  if (leadingZeros && (g5 === 0xffff || g5 === 0)) {
    const v4 = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
    // ::  and ::1 fall in 0.0.0.0/8 this way: unspecified and loopback.
    return privateIpv4(v4);
  }
  return SPECIAL_IPV6_PREFIXES.some(({ groups: prefix, bits }) => samePrefix(groups, prefix, bits));
}

/**
 * Whether a URL host (as `new URL().hostname` gives it: IPv4 normalised, IPv6 in brackets) names this
 * machine or a non-public network: localhost, or a loopback, private, link-local or reserved IP literal.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = ipv4Bytes(host);
  if (v4) return privateIpv4(v4);
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups === undefined || privateIpv6(groups);
  }
  return false;
}

/**
 * Why a webhook URL may not be saved, as a validation message key, or null when it may: not an http(s) URL,
 * not https (unless private targets are allowed), or a private host (unless allowed).
 */
export function webhookUrlProblem(url: string, allowPrivate: boolean): ValidationMessageKey | null {
  if (!URL.canParse(url)) return M.webhookUrlInvalid;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return M.webhookUrlInvalid;
  // Credentials in the URL would be stored and shown in clear; the secret signs instead.
  if (parsed.username || parsed.password) return M.webhookUrlInvalid;
  if (allowPrivate) return null;
  if (parsed.protocol !== 'https:') return M.webhookHttpsRequired;
  return isPrivateHost(parsed.hostname) ? M.webhookAddressPrivate : null;
}
