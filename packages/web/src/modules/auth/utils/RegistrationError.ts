import type { RegistrationFailure } from './registrationFailureFor';

/** A registration step that failed, with the message of spec 01 §5. */
export class RegistrationError extends Error {
  readonly failure: RegistrationFailure;
  constructor(failure: RegistrationFailure) {
    super(failure.message);
    this.failure = failure;
  }
}
