/**
 * One place where CMS answers are checked: every query parses its answer with
 * zod and a failure names the document, so an editor knows which document to fix.
 */
import type { z } from 'zod';

/** Thrown when a content document is missing or does not have the shape the portal needs. */
export class ContentDocumentError extends Error {
  constructor(
    /** The `_id` of the document (or the query target) that failed. */
    readonly documentId: string,
    message: string,
    /** Every bad field as `path: problem` (empty when the document is missing). */
    readonly issues: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ContentDocumentError';
  }

  /** The message on one line, for a log line or a header: the document and every bad field. */
  get oneLine(): string {
    const head = this.message.split('\n')[0] ?? '';
    return this.issues.length > 0 ? `${head} ${this.issues.join('; ')}` : head;
  }
}

/** Parses `value` with `schema`; throws a ContentDocumentError naming `documentId` and every bad field. */
export function parseDocument<S extends z.ZodType>(schema: S, value: unknown, documentId: string): z.infer<S> {
  if (value === null || value === undefined) {
    throw new ContentDocumentError(documentId, `Content document "${documentId}" not found`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ContentDocumentError(
      documentId,
      `Content document "${documentId}" is invalid:\n${issues.map((issue) => `  ${issue}`).join('\n')}`,
      issues,
    );
  }
  return parsed.data;
}

/** One line describing any error of a content read: a ContentDocumentError names its document. */
export function contentErrorLine(error: unknown): string {
  if (error instanceof ContentDocumentError) return error.oneLine;
  if (error instanceof Error) return `${error.name}: ${error.message.split('\n')[0] ?? ''}`;
  return String(error);
}
