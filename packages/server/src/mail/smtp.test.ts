import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from './smtp';

/** A minimal SMTP server that records what it receives. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        received.push(line);
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}

let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
beforeAll(async () => {
  smtp = await fakeSmtp();
});
afterAll(() => new Promise<void>((done) => smtp.server.close(() => done())));

describe('smtpTransport', () => {
  it('delivers a message over SMTP', async () => {
    const transport = smtpTransport({
      url: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      from: 'Shop <no-reply@shop.test>',
    });
    await transport.send({
      to: 'customer@shop.test',
      subject: 'Your order shipped',
      body: '<p>On its way.</p>',
    });
    const text = smtp.received.join('\n');
    expect(text).toContain('MAIL FROM:<no-reply@shop.test>');
    expect(text).toContain('RCPT TO:<customer@shop.test>');
    expect(text).toContain('Subject: Your order shipped');
    expect(text).toContain('On its way.');
  });
});
