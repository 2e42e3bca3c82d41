/**
 * The contract of a newsletter choice (`PUT /api/newsletter`), shared by the island and the
 * newsletters domain: which newsletter (its slug) and whether to receive it. The domain adds the rule that the slug
 * is one of the brand's newsletters (src/server/domain/newsletters/).
 */
import { z } from 'zod';

/** The slug names no newsletter of the brand (any more). */
export const NEWSLETTER_UNKNOWN = 'NEWSLETTER_UNKNOWN';
/** Subscribed or not was not said. */
export const CHOICE_REQUIRED = 'CHOICE_REQUIRED';

/** `{ slug, subscribed }`: the slug is a CMS slug (lower-case letters, digits and hyphens). */
export const newsletterChoiceSchema = z.object({
  slug: z.string({ error: NEWSLETTER_UNKNOWN }).regex(/^[a-z0-9-]{1,64}$/, NEWSLETTER_UNKNOWN),
  subscribed: z.boolean({ error: CHOICE_REQUIRED }),
});

export type NewsletterChoice = z.infer<typeof newsletterChoiceSchema>;
