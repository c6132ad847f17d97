import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** A self-signed certificate: its own CA, so the kit takes it as its CA file. */
export interface TestCertificate {
  certFile: string;
  cert: string;
  key: string;
}

/**
 * Makes the certificate with openssl in `dir` (for a TLS proxy in front of the test server's ports), for
 * the names given (`subjectAltName`), by default the loopback ones.
 */
export async function makeCertificate(
  dir: string,
  subjectAltName = 'DNS:localhost,IP:127.0.0.1',
): Promise<TestCertificate> {
  const name = subjectAltName.replace(/\W/g, '-');
  const certFile = path.join(dir, `${name}.cert.pem`);
  const keyFile = path.join(dir, `${name}.key.pem`);
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
    ...['-subj', '/CN=fleetkey-test', '-addext', `subjectAltName=${subjectAltName}`],
    ...['-keyout', keyFile, '-out', certFile],
  ]);
  return { certFile, cert: await readFile(certFile, 'utf8'), key: await readFile(keyFile, 'utf8') };
}
