import type { ApiClient } from '@fleetkey/api-client';
import type { OutboxMessage } from '@fleetkey/contract';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, mobileMaker } from './codes-support';
import { solvedCaptcha } from './support/accounts';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port (no TLS, no auth); RCPT TO a `reject…` address is refused. */
async function startSmtp(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('reject') ? new Error('mailbox unavailable') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/** The text body of a single-part message, undoing its transfer encoding. */
function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe.each(testEngines)('e-mail over SMTP ($name)', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(engine, {
      env: {
        OUTBOX_API: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Fleetkey Test <codes@fleetkey.test>',
      },
    });
    client = server.newClient();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the code to a real SMTP server, from MAIL_FROM, and not to the outbox', async () => {
    await client.get('/auth/email_code', {
      query: { email: 'Reader@Example.com', ...(await solvedCaptcha(client)) },
    });
    const mail = smtp.mails.find((m) => m.to.includes('reader@example.com'));
    expect(mail?.from).toBe('codes@fleetkey.test');
    const code = /\d{6}/.exec(mailText(mail?.raw ?? ''))?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await expect(
      client.get('/auth/check_code', { query: { receiver: 'reader@example.com', code, type: 'email' } }),
    ).resolves.toBe(true);
    await expectError(
      client.get<OutboxMessage[]>('/dev/outbox', { query: { receiver: 'reader@example.com' } }),
      404,
      'DEV_OUTBOX_EMPTY',
    );
  });

  it('answers 502 EMAIL_SEND_FAILED when the mail server refuses, and lets the user ask again at once', async () => {
    await expectError(
      client.get('/auth/email_code', {
        query: { email: 'reject-me@example.com', ...(await solvedCaptcha(client)) },
      }),
      502,
      'EMAIL_SEND_FAILED',
      'email send failed',
    );
    await expectError(
      client.get('/auth/email_code', {
        query: { email: 'reject-me@example.com', ...(await solvedCaptcha(client)) },
      }),
      502,
      'EMAIL_SEND_FAILED',
    );
  });
});

interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe.each(testEngines)('SMS over an HTTP gateway ($name)', (engine) => {
  let gateway: Server;
  let gatewayStatus = 200;
  const received: GatewayRequest[] = [];
  let server: TestServer;
  let client: ApiClient;
  const newMobile = mobileMaker();

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    server = await startTestServer(engine, {
      env: {
        OUTBOX_API: '1',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${port}/sms/send`,
        SMS_HTTP_TOKEN: 'gateway-token',
      },
    });
    client = server.newClient();
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('POSTs {to, text} with the bearer token, and the code in the text verifies', async () => {
    const mobile = newMobile();
    await client.get('/auth/sms_code', {
      query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
    });
    const request = received.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/sms/send' });
    expect(request?.headers.authorization).toBe('Bearer gateway-token');
    expect(request?.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(request?.body ?? '{}') as { to: string; text: string };
    expect(payload.to).toBe(mobile);
    const code = /\d{6}/.exec(payload.text)?.[0] ?? '';
    await expect(
      client.get('/auth/check_code', { query: { mobile, code, codeType: 'registerCode' } }),
    ).resolves.toBe(true);
    await expectError(client.get('/dev/outbox', { query: { receiver: mobile } }), 404, 'DEV_OUTBOX_EMPTY');
  });

  it('answers 502 SMS_SEND_FAILED when the gateway answers 500, and lets the user ask again at once', async () => {
    const mobile = newMobile();
    gatewayStatus = 500;
    try {
      await expectError(
        client.get('/auth/sms_code', {
          query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
        }),
        502,
        'SMS_SEND_FAILED',
        'sms send failed',
      );
    } finally {
      gatewayStatus = 200;
    }
    await expect(
      client.get('/auth/sms_code', {
        query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
      }),
    ).resolves.toBeNull();
  });

  it('answers 502 SMS_SEND_FAILED when the gateway cannot be reached', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = await startTestServer(engine, {
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${port}/unreachable`,
        OUTBOX_API: '1',
      },
    });
    try {
      const asker = down.newClient();
      await expectError(
        asker.get('/auth/sms_code', {
          query: { mobile: newMobile(), codeType: 'registerCode', ...(await solvedCaptcha(asker)) },
        }),
        502,
        'SMS_SEND_FAILED',
      );
    } finally {
      await down.close();
    }
  });
});
