import { messages } from '@brigade/domain/messages/catalogue';
import type { ErrorBody } from '@brigade/domain/schemas/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDomainError } from '@brigade/domain/errors/domain-error';
import { AppError, fromDomainError, sqlState } from '../lib/errors.ts';

/** Which message a unique index stands for, so a race that slips past a service check still reads well. */
const uniqueMessages: Record<string, string> = {
  users_username_lower_unique: messages.usernameTaken,
  users_email_lower_unique: messages.usernameTaken,
  allergens_name_lower_unique: messages.allergenNameTaken,
  allergen_blocks_subject_test_unique: messages.allergenBlockExists,
};

function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

interface Mapped {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string> | undefined;
}

function validationBody(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): ErrorBody {
  const details: Record<string, string> = {};
  for (const issue of error.validation) {
    // A missing body has no field path: name the part of the request instead.
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    details[field] ??= issue.message ?? messages.invalidValue;
  }
  return {
    error_code: 'VALIDATION_ERROR',
    error_message: Object.values(details)[0] ?? messages.invalidValue,
    details,
  };
}

/** Maps anything thrown to the error body (ADR 017). Only unexpected errors are 500s, hiding their text. */
function mapError(thrown: FastifyError): Mapped | undefined {
  const error = isDomainError(thrown) ? fromDomainError(thrown) : thrown;
  if (error instanceof AppError) {
    const body: ErrorBody = { error_code: error.code, error_message: error.message };
    if (error.details) body.details = error.details;
    return { status: error.statusCode, body, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, body: validationBody(error) };

  const state = sqlState(error);
  if (state === '23505') {
    const message = uniqueMessages[constraintOf(error) ?? ''] ?? messages.unprocessable;
    return { status: 409, body: { error_code: 'CONFLICT', error_message: message } };
  }
  if (state === '23503') {
    return { status: 409, body: { error_code: 'CONFLICT', error_message: messages.unprocessable } };
  }
  // Class 22 (data exception): a value out of range for its column, which only user input can cause.
  if (state?.startsWith('22')) {
    return { status: 400, body: { error_code: 'VALIDATION_ERROR', error_message: messages.invalidValue } };
  }

  // Fastify's own client errors: bad JSON, wrong content type, body too large.
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { status, body: { error_code: 'RATE_LIMITED', error_message: messages.tooManyRequests } };
  }
  if (status >= 400 && status < 500 && !error.code?.startsWith('FST_ERR_RESPONSE')) {
    const code = status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
    return {
      status,
      body: { error_code: code, error_message: status === 404 ? messages.notFound : messages.unprocessable },
    };
  }
  return undefined;
}

/**
 * Every error answer names its request (`request_id`, the x-request-id header's value), whoever built it: this
 * handler, the not-found handler, the rate limit. Only error answers are read again, so success costs nothing.
 */
function withRequestId(payload: unknown, requestId: string): unknown {
  if (typeof payload !== 'string' || !payload.includes('"error_code"')) return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null || 'request_id' in body) return payload;
    return JSON.stringify({ ...body, request_id: requestId });
  } catch {
    return payload;
  }
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) =>
      reply.statusCode >= 400 ? withRequestId(payload, request.id) : payload,
    );
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const mapped = mapError(error);
      if (mapped) {
        if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
        else
          request.log.info(
            { err: { message: error.message, code: error.code }, status: mapped.status },
            'request refused',
          );
        if (mapped.headers) reply.headers(mapped.headers);
        return reply.code(mapped.status).send(mapped.body);
      }
      request.log.error({ err: error }, 'unexpected error');
      const body: ErrorBody = {
        error_code: 'INTERNAL_ERROR',
        error_message: messages.unknownError,
        details: { request_id: request.id },
      };
      return reply.code(500).send(body);
    });
  },
  { name: 'error-handler' },
);
