import { SMTPServer } from 'smtp-server';
import { fileMail, MAILBOX_DIR, removeMailbox, resetMailbox, SMTP_PORT } from './support/mailbox';

/**
 * A real SMTP server for the whole run, on SMTP_PORT, where the web server sends every e-mail (its
 * SMTP_URL): plain SMTP without TLS or authentication, as a local relay would be. Each accepted message
 * is filed in the mailbox folder for the tests to read. Answers the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  resetMailbox();
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          fileMail(
            session.envelope.rcptTo.map(({ address }) => address),
            Buffer.concat(chunks).toString('utf8'),
          );
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(SMTP_PORT, '127.0.0.1', () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  // A broken connection must not end the run; the test waiting for that mail reports what is missing.
  smtp.on('error', (error) => process.stderr.write(`e2e: test SMTP server: ${error.message}\n`));
  process.stdout.write(`e2e: test SMTP server on 127.0.0.1:${SMTP_PORT}, mailbox ${MAILBOX_DIR}\n`);
  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    removeMailbox();
  };
}
