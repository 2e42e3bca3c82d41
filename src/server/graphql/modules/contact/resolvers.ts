/**
 * Resolvers of the contact module: thin — the brand's flag isContactFormEnabled is checked before they run (guards
 * of src/features/contact/area.ts) — take the session's account and the request's brand, ask the contact domain and
 * map its answer. Whether attachments are on (the general flag isContactFormAttachmentEnabled) is a rule of the
 * form the domain applies, so it is handed over as data.
 */
import { createUploadLink, submitContactForm, type ContactCaseView } from '../../../domain/contact';
import { CONTACT_VIOLATIONS } from '../../../../shared/contact-codes';
import { refused } from '../../../../shared/result';
import type { ContactCase, Resolvers } from '../../generated/resolvers-types';
import { ownerScope } from '../../owner';

/** The schema's ContactCase. */
export function toContactCase(contactCase: ContactCaseView): ContactCase {
  return { ...contactCase, createdAt: contactCase.createdAt.toISOString() };
}

export const contactResolvers: Resolvers = {
  Mutation: {
    createContactFormUploadLink: async (_parent, args, ctx) => {
      const who = ownerScope(ctx);
      if (!ctx.locals.flags?.isContactFormAttachmentEnabled) {
        return refused({ code: CONTACT_VIOLATIONS.attachmentsDisabled, field: 'file' });
      }
      const result = await createUploadLink(ctx.db, who, args.input);
      if (!result.ok) return result;
      return {
        ...result,
        attachmentId: result.link.attachmentId,
        uploadUrl: result.link.uploadUrl,
        expiresAt: result.link.expiresAt.toISOString(),
      };
    },
    submitContactForm: async (_parent, args, ctx) => {
      const who = ownerScope(ctx);
      const { account, brand, t, flags } = ctx.locals;
      const result = await submitContactForm(ctx.db, who, args.input, {
        attachmentsEnabled: Boolean(flags?.isContactFormAttachmentEnabled),
        mail: account && brand ? { email: account.email, brandName: brand.name, t } : undefined,
      });
      return result.ok ? { ...result, contactCase: toContactCase(result.contactCase) } : result;
    },
  },
};
