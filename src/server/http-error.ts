/** An error whose message is safe to show the user; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    public readonly fields?: Record<string, string>,
    /** Extra figures the answer carries beside message and code, e.g. an investment refusal's `missing` (BDT). */
    public readonly details?: Record<string, number>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
