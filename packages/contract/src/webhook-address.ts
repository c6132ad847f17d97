import { VALIDATION_MESSAGES as M, type ValidationMessageKey } from './validation/keys';

// Where a rule's webhook may point (issue 16 "Actions"): the server POSTs to it, so an address inside the
// server's own network would let a user reach services that are not meant to be public (SSRF). Unless the
// operator allows it (RULE_WEBHOOK_ALLOW_PRIVATE), a webhook must be https and must not name a loopback,
// private, link-local or otherwise non-public IP literal, nor localhost. Host names are resolved only when
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

/** Whether an IPv4 address is outside the public internet (RFC 6890 special-purpose ranges). */
function privateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata services live here)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments, documentation
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
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

/** Whether an IPv6 address is outside the public internet; IPv4-mapped and -compatible forms are read as IPv4. */
function privateIpv6(groups: number[]): boolean {
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const leadingZeros = groups.slice(0, 5).every((group) => group === 0);
  if (leadingZeros && (g5 === 0xffff || g5 === 0)) {
    const v4 = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
    // ::  and ::1 fall in 0.0.0.0/8 this way: unspecified and loopback.
    return privateIpv4(v4);
  }
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xff00) === 0xff00 || // multicast
    g0 === 0x0064 // NAT64 64:ff9b::/96 reaches IPv4 behind it
  );
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
