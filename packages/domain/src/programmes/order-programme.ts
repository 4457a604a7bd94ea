import { DomainError } from '../errors/domain-error.ts';
import { isProgrammeType, type ProgrammeType } from './meal-types.ts';

/** The old app's message, word for word. */
export const UNABLE_TO_DETERMINE_PROGRAMME_MESSAGE = 'Unable to determine programme';

export interface OrderProgramme {
  readonly type: ProgrammeType;
  readonly isFlex: boolean;
}

/** The planning-day counter an order adds to (numLean, numLeanFlex, …). */
export type ProgrammeCountKey = 'numLean' | 'numLeanFlex' | 'numStrong' | 'numStrongFlex';

/**
 * An order's programme needs a known type and is_flex of 0 or 1, else 'Unable to determine programme'.
 * The type must be exactly LEAN or STRONG; is_flex may also
 * come as a boolean (JSON from PostgreSQL).
 */
export function orderProgramme(order: { readonly type: unknown; readonly is_flex: unknown }): OrderProgramme {
  const flex = order.is_flex;
  const isFlex = flex === 1 || flex === true ? true : flex === 0 || flex === false ? false : null;
  if (!isProgrammeType(order.type) || isFlex === null) {
    throw new DomainError('PROGRAMME_UNDETERMINED', UNABLE_TO_DETERMINE_PROGRAMME_MESSAGE);
  }
  return { type: order.type, isFlex };
}

/** Which planning-day counter a programme adds to. */
export function programmeCountKey({ type, isFlex }: OrderProgramme): ProgrammeCountKey {
  if (type === 'LEAN') return isFlex ? 'numLeanFlex' : 'numLean';
  return isFlex ? 'numStrongFlex' : 'numStrong';
}
