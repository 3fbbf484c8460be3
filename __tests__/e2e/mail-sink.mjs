// The browser tests' mailbox: a real SMTP server the app sends through (SMTP_URL), and a small HTTP
// endpoint where tests read what arrived, as a user reads their inbox. Test fixture only.
import http from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** Starts SMTP on a free port and the inbox reader on `httpPort`; resolves with the SMTP URL. */
export async function startMailSink(httpPort) {
  const inbox = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            inbox.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: email.subject ?? '', text: email.text ?? '' });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  // GET /mail?to=address → every message to that address, oldest first.
  const reader = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(inbox.filter((mail) => mail.to.includes(to))));
  });
  await new Promise((resolve) => reader.listen(httpPort, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${smtp.server.address().port}`;
}
