import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { dueNow, eventually } from '../../../test/jobs.ts';
import { startSmtp } from '../../../test/smtp.ts';

const kitchenMail = {
  to: ['supplier@example.ch'],
  cc: ['chef@example.ch'],
  bcc: ['owner@example.ch'],
  subject: 'Order for Monday',
  text: '20 kg carrots, please.',
  html: '<p>20 kg <b>carrots</b>, please.</p>',
};

describe('e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let superChef: string;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Kitchen <kitchen@brigade.test>' },
    });
    superChef = await loginAs(t.app, 'SUPER_CHEF');
    admin = await loginAs(t.app, 'SUPER');
  });
  afterAll(async () => {
    await t.app.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });
  afterEach(() => {
    smtp.state.answer = () => 250;
  });

  const outboxEntry = async (id: number) => {
    const response = await t.app.inject({ url: '/api/v1/mail/outbox', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return (response.json().messages as { id: number; status: string; error: string | null }[]).find(
      (m) => m.id === id,
    );
  };
  const sendKitchenMail = async (body: object = kitchenMail) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mail/kitchen',
      headers: { cookie: superChef },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json() as { id: number; status: string };
  };

  it('a kitchen e-mail is queued, then handed to the SMTP server with cc, bcc, text and html', async () => {
    const queued = await sendKitchenMail();
    expect(queued.status).toBe('queued');
    const sent = await eventually(async () => {
      const entry = await outboxEntry(queued.id);
      return entry?.status === 'sent' ? entry : undefined;
    });
    expect(sent.error).toBeNull();
    const received = smtp.received.find((r) => r.mail.subject === 'Order for Monday');
    expect(received?.mail.from?.value).toEqual([{ name: 'Kitchen', address: 'kitchen@brigade.test' }]);
    expect(received?.mail.text?.trim()).toBe('20 kg carrots, please.');
    expect(received?.mail.html).toContain('<b>carrots</b>');
    expect(received?.envelope.sort()).toEqual(['chef@example.ch', 'owner@example.ch', 'supplier@example.ch']);
    // Blind copy: in the envelope, never in the headers.
    expect(received?.mail.headers.get('bcc')).toBeUndefined();
  });

  it('a recipient the server refuses (550) fails at once with the reason, and the mail status says so', async () => {
    smtp.state.answer = (rcpt) => (rcpt === 'nobody@example.ch' ? 550 : 250);
    const queued = await sendKitchenMail({ ...kitchenMail, to: ['nobody@example.ch'], cc: [], bcc: [] });
    const failed = await eventually(async () => {
      const entry = await outboxEntry(queued.id);
      return entry?.status === 'failed' ? entry : undefined;
    });
    expect(failed.error).toBe('Unable to send e-mail. the mail server answered 550');
    const integrations = await t.app.inject({ url: '/api/v1/integrations', headers: { cookie: admin } });
    const mail = integrations.json().integrations.find((i: { name: string }) => i.name === 'mail');
    expect(mail).toMatchObject({
      mode: 'live',
      last_failure: 'Unable to send e-mail. the mail server answered 550',
    });
    expect(mail.last_success_at).not.toBeNull();
  });

  it('a busy server (451) is retried until it takes the message', async () => {
    let refusals = 2;
    smtp.state.answer = () => (refusals-- > 0 ? 451 : 250);
    const queued = await sendKitchenMail({ ...kitchenMail, subject: 'Retried order' });
    await eventually(async () => {
      await dueNow(t.database, 'mail.send');
      const entry = await outboxEntry(queued.id);
      return entry?.status === 'sent' ? entry : undefined;
    });
    expect(smtp.received.filter((r) => r.mail.subject === 'Retried order')).toHaveLength(1);
  });

  it('after the last try the job is a dead letter; a person retries it and the e-mail goes out', async () => {
    smtp.state.answer = () => 451;
    const queued = await sendKitchenMail({ ...kitchenMail, subject: 'Dead letter' });
    const dead = await eventually(async () => {
      await dueNow(t.database, 'mail.send');
      const response = await t.app.inject({
        url: '/api/v1/jobs?state=failed&name=mail.send',
        headers: { cookie: admin },
      });
      return (response.json().jobs as { id: string; retry_count: number; error: string }[])[0];
    }, 30_000);
    expect(dead.retry_count).toBe(4);
    expect(dead.error).toBe('Unable to send e-mail. the mail server answered 451');
    expect((await outboxEntry(queued.id))?.status).toBe('failed');

    smtp.state.answer = () => 250;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/mail.send/${dead.id}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(['retry', 'active', 'completed']).toContain(retried.json().state);
    await eventually(async () => {
      const entry = await outboxEntry(queued.id);
      return entry?.status === 'sent' ? entry : undefined;
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/mail.send/${dead.id}/retry`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe('Only a failed job can be retried');
  });
});

describe('e-mail without SMTP: the outbox only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.app.close());

  it('keeps the message in the outbox, marked kept', async () => {
    const cookie = await loginAs(t.app, 'SUPER');
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mail/kitchen',
      headers: { cookie },
      payload: { to: ['a@example.ch'], subject: 'Hello', text: 'Kept here' },
    });
    expect(queued.statusCode).toBe(202);
    const kept = await eventually(async () => {
      const response = await t.app.inject({ url: '/api/v1/mail/outbox', headers: { cookie } });
      const entry = response.json().messages[0];
      return entry?.status === 'kept' ? entry : undefined;
    });
    expect(kept).toMatchObject({
      kind: 'kitchen',
      to: ['a@example.ch'],
      cc: [],
      subject: 'Hello',
      text: 'Kept here',
    });
  });

  it('refuses a mail without recipient, subject or body, and a bad address, with a clear 400', async () => {
    const cookie = await loginAs(t.app, 'SUPER_CHEF');
    const cases: [object, string][] = [
      [{ to: [], subject: 'S', text: 'T' }, 'Give at least one recipient'],
      [{ to: ['a@example.ch'], subject: ' ', text: 'T' }, 'The e-mail needs a subject'],
      [{ to: ['a@example.ch'], subject: 'S', text: ' ' }, 'Write a text or an HTML body'],
      [{ to: ['not-an-address'], subject: 'S', text: 'T' }, 'E-mail address is invalid'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mail/kitchen',
        headers: { cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(message);
    }
  });

  it('a chef may not send kitchen e-mail; only SUPER reads the outbox, jobs and integrations', async () => {
    const chef = await loginAs(t.app, 'CHEF');
    const superChef = await loginAs(t.app, 'SUPER_CHEF');
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mail/kitchen',
      headers: { cookie: chef },
      payload: { to: ['a@example.ch'], subject: 'S', text: 'T' },
    });
    expect(send.statusCode).toBe(403);
    for (const url of ['/api/v1/mail/outbox', '/api/v1/jobs', '/api/v1/integrations']) {
      expect((await t.app.inject({ url, headers: { cookie: superChef } })).statusCode).toBe(403);
    }
  });
});
