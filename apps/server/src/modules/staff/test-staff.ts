import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The staff tests' calls: JSON in, the status checked, JSON out. */
export function staffClient(app: FastifyInstance, cookie: string) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    status = 200,
  ) {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBe(status);
    return (response.body === '' ? undefined : response.json()) as T;
  }
  return {
    call,
    employee: (body: object) =>
      call<{ employee_id: number; version: number }>('POST', '/employees', body, 201),
    hours: (body: object) => call<{ hours_id: number; version: number }>('POST', '/hours', body, 201),
  };
}

/** An hours file of the given rows (after the header). */
export const hoursCsv = (...rows: string[]) => ['date,mins,chf,name,is_am', ...rows].join('\r\n');
