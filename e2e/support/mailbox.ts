import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The mailbox of the test SMTP server (global-setup.ts): the web server sends every e-mail there
// (SMTP_URL), and the server's runner process drops each accepted message into a folder as one JSON file,
// which the tests, in their own worker processes, read.

/**
 * Port of the test SMTP server. Fixed before anything starts, because the web server (started before the
 * global setup) must already be told where to send mail.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 18090) + 1);

/** The folder of received messages; named after the port, so parallel runs on other ports keep apart. */
export const MAILBOX_DIR = join(tmpdir(), `fleetkey-e2e-mailbox-${SMTP_PORT}`);

/** A message the test SMTP server accepted. */
export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  /** Epoch ms, by this machine's clock. */
  receivedAt: number;
  /** The decoded text of the (single-part) message. */
  text: string;
}

/** Empties the mailbox (start of a run). */
export function resetMailbox(): void {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
}

/** Removes the mailbox (end of a run). */
export function removeMailbox(): void {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
}

let sequence = 0;

/** Files a raw RFC 5322 message. Written under a temporary name and renamed, so no reader sees half. */
export function fileMail(recipients: string[], raw: string): void {
  sequence += 1;
  const mail: ReceivedMail = {
    to: recipients.map((address) => address.toLowerCase()),
    receivedAt: Date.now(),
    text: decodedText(raw),
  };
  const name = `${mail.receivedAt}-${String(sequence).padStart(6, '0')}`;
  writeFileSync(join(MAILBOX_DIR, `${name}.tmp`), JSON.stringify(mail));
  renameSync(join(MAILBOX_DIR, `${name}.tmp`), join(MAILBOX_DIR, `${name}.json`));
}

/** Messages to a receiver received at or after `after`, newest first. */
export function mailsTo(receiver: string, after = 0): ReceivedMail[] {
  const address = receiver.toLowerCase();
  return readdirSync(MAILBOX_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(join(MAILBOX_DIR, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.receivedAt >= after && mail.to.includes(address));
}

// The server sends plain-text mail, one part; nodemailer picks 7bit, quoted-printable or base64 by content.
function decodedText(raw: string): string {
  const blank = /\r?\n\r?\n/.exec(raw);
  const headers = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
