/**
 * The trace id of a service answer: the REST routes set it on every answer, and the browser's
 * service client reads it (and shows it shortened to `TR` + 8 characters). One name for both sides.
 */

/** The response header that carries the server's trace id. */
export const TRACE_ID_HEADER = 'x-trace-id';
