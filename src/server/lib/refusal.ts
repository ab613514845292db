import type { ErrorCode } from '../../shared/envelope';

/**
 * A service's refusal of well-formed input that breaks a rule (a redirect that would loop): answered
 * as 400 with its own machine code and, when one field is to blame, that field named.
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
