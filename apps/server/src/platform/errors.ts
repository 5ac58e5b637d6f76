import { type ErrorName, type ErrorSpec, Errors } from '@courtside/contract';

/** An expected failure of a business rule; the error handler turns it into the envelope. */
export class DomainError extends Error {
  readonly spec: ErrorSpec;
  readonly data: unknown;

  constructor(name: ErrorName, options: { msg?: string; data?: unknown } = {}) {
    const spec = Errors[name];
    super(options.msg ?? spec.msg);
    this.spec = spec;
    this.data = options.data ?? null;
  }
}
