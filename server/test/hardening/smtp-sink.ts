import { createServer, type Socket } from 'node:net';

/**
 * The smallest SMTP server nodemailer will talk to: it accepts every message and remembers its
 * envelope, so a test counts what the shop really sent, message by message.
 */
export interface SmtpSink {
  url: string;
  /** One entry per delivered message: its envelope sender and recipients. */
  received: { from: string; to: string[] }[];
  close(): Promise<void>;
}

function session(socket: Socket, received: SmtpSink['received']) {
  let buffer = '';
  let inData = false;
  let from = '';
  let to: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push({ from, to });
          reply('250 queued');
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
      else if (verb === 'MAIL') {
        from = line.replace(/^MAIL FROM:\s*<?([^>\s]*)>?.*$/i, '$1');
        to = [];
        reply('250 ok');
      } else if (verb === 'RCPT') {
        to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1'));
        reply('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 go on');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 ok');
    }
  });
  socket.on('error', () => undefined);
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  const server = createServer((socket) => session(socket, received));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}
