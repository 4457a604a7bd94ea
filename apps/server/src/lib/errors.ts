import { messages } from '@brigade/domain/messages/catalogue';
import type { DomainError, DomainErrorCode } from '@brigade/domain/errors/domain-error';
import type { ErrorCode } from '@brigade/domain/schemas/common';

/**
 * An error meant for the client: the error handler sends its status, code and message as the error body
 * `{ error_code, error_message, details? }`. Anything else thrown is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const businessRule = (message: string) => new AppError(422, 'BUSINESS_RULE', message);
export const unauthorised = (message: string = messages.sessionExpired) =>
  new AppError(401, 'UNAUTHORISED', message);
export const forbidden = () => new AppError(403, 'FORBIDDEN', messages.forbidden);
export const validationError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });

/**
 * A business rule's refusal that no module turned into an answer of its own (a date outside the calendar's
 * weeks, a value a rule cannot read): 400 when the input itself is malformed, 422 when a rule refuses it. One
 * exhaustive switch, so a new code has to be placed here.
 */
export function fromDomainError(error: DomainError): AppError {
  return isMalformed(error.code)
    ? new AppError(400, 'VALIDATION_ERROR', error.message)
    : businessRule(error.message);
}

function isMalformed(code: DomainErrorCode): boolean {
  switch (code) {
    case 'INVALID_ARGUMENT':
    case 'INVALID_DATE':
    case 'INVALID_WEEK_ID':
    case 'INVALID_WEEKDAY':
    case 'INVALID_MEAL_TYPE':
    case 'UNKNOWN_UNIT':
    case 'INVALID_WEIGHT':
    case 'MATCH_KEY_MISSING':
    case 'INVALID_CUSTOMER_NOTES':
    case 'INVALID_HOURS_HEADERS':
    case 'INVALID_HOURS_CSV':
    case 'INVALID_CONSIGNMENT_IDENTIFIER':
    case 'INVALID_CONSIGNMENT_TEAM':
    case 'INVALID_CONSIGNMENT_DATE':
    case 'INVALID_STORAGE_PATH':
    case 'INVALID_STORAGE_KEY':
    case 'INVENTORY_ID_ALREADY_SET':
      return true;
    case 'INVALID_MEAL_TYPE_SELECTION':
    case 'DISCOUNT_MEALS_UNAVAILABLE':
    case 'PROGRAMME_TYPE_MISSING':
    case 'PROGRAMME_UNDETERMINED':
    case 'UNIT_CONVERSION_MISSING':
    case 'CUSTOMER_ID_NOT_FOUND':
    case 'CUSTOMER_ID_AMBIGUOUS':
    case 'FILE_NOT_FOUND':
    case 'FILE_AMBIGUOUS':
    case 'WEEK_FOLDER_PARENTS':
    case 'RESPONSE_UNSUCCESSFUL':
    case 'NO_RESPONSE':
    case 'TRACKING_TRANSITION':
    case 'STOP_ORDER_INVALID':
      return false;
    default:
      return code satisfies never;
  }
}

/** The SQLSTATE of a database error: both drivers wrap it in a DrizzleQueryError whose cause carries the code. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** A unique-index race that passed the service's check still reads as the same duplicate message. */
export async function uniqueOr<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** A foreign-key race (a row referenced meanwhile) reads as the service's own "in use" message. */
export async function referencedOr<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23503') throw conflict(message);
    throw error;
  }
}
