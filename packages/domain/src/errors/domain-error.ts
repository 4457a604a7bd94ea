/**
 * Every refusal a business rule can give. The server maps a code to an HTTP status in one exhaustive
 * switch (most are 400 or 422); the message is the user-facing text, word for word from the old app where
 * it had one.
 */
export type DomainErrorCode =
  | 'INVALID_ARGUMENT'
  | 'INVALID_DATE'
  | 'INVALID_WEEK_ID'
  | 'INVALID_WEEKDAY'
  | 'INVALID_MEAL_TYPE'
  | 'INVALID_MEAL_TYPE_SELECTION'
  | 'DISCOUNT_MEALS_UNAVAILABLE'
  | 'PROGRAMME_TYPE_MISSING'
  | 'PROGRAMME_UNDETERMINED'
  | 'UNKNOWN_UNIT'
  | 'UNIT_CONVERSION_MISSING'
  | 'INVALID_WEIGHT'
  | 'MATCH_KEY_MISSING'
  | 'INVALID_CUSTOMER_NOTES'
  | 'CUSTOMER_ID_NOT_FOUND'
  | 'CUSTOMER_ID_AMBIGUOUS'
  | 'INVALID_HOURS_HEADERS'
  | 'INVALID_HOURS_CSV'
  | 'INVALID_CONSIGNMENT_IDENTIFIER'
  | 'INVALID_CONSIGNMENT_TEAM'
  | 'INVALID_CONSIGNMENT_DATE'
  | 'TRACKING_TRANSITION'
  | 'STOP_ORDER_INVALID'
  | 'INVALID_STORAGE_PATH'
  | 'INVALID_STORAGE_KEY'
  | 'INVENTORY_ID_ALREADY_SET'
  | 'FILE_NOT_FOUND'
  | 'FILE_AMBIGUOUS'
  | 'WEEK_FOLDER_PARENTS'
  | 'RESPONSE_UNSUCCESSFUL'
  | 'NO_RESPONSE';

/** A business rule refused its input. `details` carries per-item information (e.g. CSV rows). */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: readonly unknown[],
  ) {
    super(message);
  }
}

/** Narrows an unknown caught value to a DomainError (instanceof can fail across bundles). */
export function isDomainError(value: unknown): value is DomainError {
  return (
    value instanceof DomainError ||
    (value instanceof Error && value.name === 'DomainError' && 'code' in value)
  );
}
