/**
 * PUT /api/contact/upload/{token} — the bytes of one contact-form attachment, sent to the upload link that the
 * mutation createContactFormUploadLink made (ContactFormUploadLinkResult): a thin adapter over the contact domain
 * (src/server/domain/contact/), which judges the file by its content and stores it through the file-storage port.
 * Answers JSON with an `x-trace-id` header: 201 `{ attachment }`, 401 without a session, 404 while the brand has the
 * contact form off, 405 for another method, 413 past 5 MB (the body is read no further), 422 with violations (an
 * unknown, expired, used or another account's link; an empty file; a type other than PNG, JPEG, GIF or PDF).
 * State-changing, so the middleware's origin check applies (src/server/auth/origin-check.ts).
 */
import type { APIRoute } from 'astro';
import { CONTACT_VIOLATIONS, MAX_ATTACHMENT_BYTES } from '../../../../shared/contact-codes';
import { fileStorage } from '../../../../server/ports/file-storage';
import { bodyTooLargeHeaders, readBodyWithLimit, unreadBodyHeaders } from '../../../../server/request-body';
import { newTraceId, serviceAnswer, serviceFailure } from '../../../../server/service-response';
import { services } from '../../../../server/services';

export const prerender = false;

export const ALL: APIRoute = async ({ request, locals, params }) => {
  const traceId = newTraceId();
  // Refused before the body is read: the connection closes instead of reading the rest of the file.
  const unread = unreadBodyHeaders(request);
  if (request.method !== 'PUT') return serviceFailure(405, traceId, 'GENERIC-ERROR', { allow: 'PUT', ...unread });
  const { brand, account, flags } = locals;
  if (!brand || !flags?.isContactFormEnabled || !flags.isContactFormAttachmentEnabled) {
    return serviceFailure(404, traceId, 'FEATURE_DISABLED', unread);
  }
  if (!account) return serviceFailure(401, traceId, 'UNAUTHENTICATED', unread);
  const body = await readBodyWithLimit(request, MAX_ATTACHMENT_BYTES);
  if (!body.ok) {
    return serviceAnswer(
      413,
      traceId,
      { violations: [{ code: CONTACT_VIOLATIONS.attachmentTooLarge, field: 'file' }] },
      bodyTooLargeHeaders,
    );
  }
  const { contact } = await services();
  const result = await contact.receiveUpload(
    fileStorage(),
    { accountId: account.id, brandKey: brand.key },
    params['token'] ?? '',
    body.bytes,
  );
  if (!result.ok) return serviceAnswer(422, traceId, { violations: result.violations });
  return serviceAnswer(201, traceId, { attachment: result.attachment });
};
