/** An error with the HTTP status and a message a client can show or log. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);

export interface ErrorBody {
  error: string;
  message: string;
}

/**
 * An HttpError of this module, and nothing else: an error of another class with the same fields
 * (statusCode, code) is not one, so its message never reaches a client through this check.
 */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
