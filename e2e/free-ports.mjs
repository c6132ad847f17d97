// Prints a base port P such that P (the server), P+1 (the test SMTP server) and P+2 (the MQTT broker) are
// free on 127.0.0.1, so two browser suites (two clones, or CI beside a developer) can run at once.
import { createServer } from 'node:net';

const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

for (let base = 18090; base < 19000; base += 10) {
  const free = await Promise.all([0, 1, 2].map((offset) => canListen(base + offset)));
  if (free.every(Boolean)) {
    process.stdout.write(String(base));
    process.exit(0);
  }
}
process.stderr.write('e2e: no free ports between 18090 and 19000\n');
process.exit(1);
