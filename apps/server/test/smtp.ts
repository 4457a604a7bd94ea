import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface Received {
  envelope: string[];
  mail: ParsedMail;
}

/** A real SMTP server on loopback; `answer` decides per recipient (250 by default, or an SMTP error code). */
export async function startSmtp() {
  const received: Received[] = [];
  const state = { answer: (_rcpt: string): number => 250 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = state.answer(address.address);
      if (code === 250) return callback();
      return callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelope: (session.envelope.rcptTo || []).map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received, state };
}
