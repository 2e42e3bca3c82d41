/**
 * The one shape of an area's mail: a subject and a text that are both translations of the request's language, both
 * given the brand's name as `{brand}` (and the mail's own parameters), sent for the brand to one address. Every word
 * comes from the translations; an area only names its two keys and its parameters.
 */
import { sendMail } from '../../ports/mail';

/** The request's translations: the text of a key with its `{placeholders}` filled in. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Who a mail goes to and in whose name: the brand (key and name), the address, the request's translations. */
export interface BrandMail {
  brandKey: string;
  brandName: string;
  to: string;
  t: Translate;
}

/** The translation keys of a mail's subject and of its text. */
export interface MailKeys {
  subject: string;
  text: string;
}

/**
 * Sends the mail whose subject and text are the translations of `keys`; both get `{brand}` (the brand's name) and
 * `params` (a parameter a text does not name is left out of it).
 */
export async function sendTranslatedMail(
  db: Parameters<typeof sendMail>[0],
  mail: BrandMail,
  keys: MailKeys,
  params: Record<string, string | number> = {},
): Promise<void> {
  const values = { brand: mail.brandName, ...params };
  await sendMail(db, {
    brandKey: mail.brandKey,
    to: mail.to,
    subject: mail.t(keys.subject, values),
    text: mail.t(keys.text, values),
  });
}
