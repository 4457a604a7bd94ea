import type { ServerResponse } from 'node:http';

// The accounting API of the loopback stub (accounting-stub.ts): contacts and invoices, answered as the
// service documents them (INTEGRATIONS.md §3): 201 with the whole record, errors as {error_code, message}.

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export type Send = (res: ServerResponse, status: number, body: unknown) => void;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** What the stub keeps: the contacts and invoices made, by id. */
export function createStubRecords() {
  const contacts = new Map<number, Json>();
  const invoices = new Map<number, Json>();
  let nextContact = 0;
  let nextInvoice = 0;

  const refuse = (res: ServerResponse, send: Send, fields: string[]) =>
    send(res, 422, {
      error_code: 422,
      message: fields.map((f) => `${f}: This value should not be blank.`),
    });

  function createContact(body: Json, res: ServerResponse, send: Send) {
    const missing = ['contact_type_id', 'name_1', 'user_id', 'owner_id'].filter((f) => blank(body[f]));
    if (missing.length > 0) return refuse(res, send, missing);
    if (typeof body.mail === 'string' && body.mail !== '' && !body.mail.includes('@')) {
      return send(res, 422, { error_code: 422, message: ['mail: This value is not a valid email address.'] });
    }
    nextContact += 1;
    const contact = {
      id: nextContact,
      nr: String(nextContact).padStart(6, '0'),
      ...body,
      birthday: body.birthday ?? null,
    };
    contacts.set(nextContact, contact);
    return send(res, 201, contact);
  }

  function createInvoice(body: Json, res: ServerResponse, send: Send) {
    const missing = ['contact_id', 'user_id'].filter((f) => blank(body[f]));
    if (missing.length > 0) return refuse(res, send, missing);
    if (!contacts.has(Number(body.contact_id))) {
      return send(res, 422, { error_code: 422, message: ['contact_id: The contact does not exist.'] });
    }
    const positions = (Array.isArray(body.positions) ? body.positions : []).filter(isObject);
    nextInvoice += 1;
    let total = 0;
    const made = positions.map((p, i) => {
      const positionTotal = Number(p.amount) * Number(p.unit_price);
      total += positionTotal;
      return { id: nextInvoice * 100 + i, ...p, position_total: positionTotal.toFixed(2) };
    });
    const invoice = {
      id: nextInvoice,
      document_nr: `RE-${String(nextInvoice).padStart(5, '0')}`,
      kb_item_status_id: 7,
      ...body,
      total: total.toFixed(2),
      total_net: total.toFixed(2),
      total_taxes: '0.00',
      positions: made,
      network_link: '',
    };
    invoices.set(nextInvoice, invoice);
    return send(res, 201, invoice);
  }

  /** The API's routes; undefined when the path is none of them. */
  function route(method: string, path: string, body: unknown, res: ServerResponse, send: Send): boolean {
    const invoice = /^\/2\.0\/kb_invoice\/(\d+)$/.exec(path);
    if (method === 'POST' && path === '/2.0/contact' && isObject(body)) createContact(body, res, send);
    else if (method === 'POST' && path === '/2.0/kb_invoice' && isObject(body))
      createInvoice(body, res, send);
    else if (method === 'GET' && path === '/2.0/contact') send(res, 200, [...contacts.values()]);
    else if (method === 'POST' && path === '/2.0/contact/search' && Array.isArray(body)) {
      const criteria = body.filter(isObject);
      const found = [...contacts.values()].filter((c) =>
        criteria.every((k) => c[String(k.field)] === k.value),
      );
      send(res, 200, found);
    } else if (method === 'GET' && path === '/3.0/currencies') {
      send(res, 200, [
        { id: 1, name: 'CHF', round_factor: 0.05 },
        { id: 2, name: 'EUR', round_factor: 0.01 },
      ]);
    } else if (invoice && method === 'GET' && invoices.has(Number(invoice[1]))) {
      send(res, 200, invoices.get(Number(invoice[1])));
    } else if (invoice && method === 'DELETE' && invoices.delete(Number(invoice[1]))) {
      send(res, 200, { success: true });
    } else return false;
    return true;
  }

  return { contacts, invoices, route };
}
