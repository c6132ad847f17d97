import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './keys';
import { CHINESE_CHAR_CLASS, hasEdge, requiredText, text } from './text';

// Device identifiers, hosts and the search box (licence-portal.md §5).

/** Longest device id or name. */
export const DEVICE_ID_MAX = 64;
/** Longest host (IP or host name). */
export const HOST_MAX = 63;
// Nothing longer can match a device id or name, so a longer search is a mistake.
/** Longest search input. */
export const SEARCH_INPUT_MAX = 64;

/** Device id: 1–64 letters, digits, _ or -; not starting or ending with _ or -. */
export const deviceIdSchema = requiredText()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${DEVICE_ID_MAX}}$`), M.deviceIdInvalid)
  .refine((v) => !hasEdge(v, '_-'), M.deviceIdInvalid);

/**
 * Device name, as people name things ("Pump 3", "Boiler (west).2"): letters, digits, common Chinese
 * characters, spaces and _ - . ( ) [ ], at most 64, not starting or ending with _ or - (edges trimmed).
 */
export const deviceNameSchema = requiredText()
  .regex(
    new RegExp(`^[A-Za-z0-9_\\-. ()\\[\\]${CHINESE_CHAR_CLASS}]{1,${DEVICE_ID_MAX}}$`),
    M.deviceNameInvalid,
  )
  .refine((v) => !hasEdge(v, '_-'), M.deviceNameInvalid);

/** Host: an IPv4 or IPv6 address or a host name, at most 63 characters. */
export const hostSchema = requiredText()
  .max(HOST_MAX, M.hostInvalid)
  .refine(
    // All-digit dotted text must be a real IPv4 address, not a "host name" like 999.1.1.1.
    (v) =>
      z.regexes.ipv4.test(v) || z.regexes.ipv6.test(v) || (!/^[\d.]+$/.test(v) && z.regexes.hostname.test(v)),
    M.hostInvalid,
  );

/**
 * Search input: may be empty, any text up to 64 characters. Searches are matched literally (the server's
 * db/search.ts), so licence numbers, device ids and e-mails — with '-' and '.' — can be found; the portal's
 * old rule refused pattern characters.
 */
export const searchInputSchema = text().max(SEARCH_INPUT_MAX, M.tooLong);
