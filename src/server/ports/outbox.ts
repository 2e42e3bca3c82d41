/** Reading the development outbox (mail and SMS stored outside production) for `/dev/mailbox` and tests. */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, type OutboxEntry } from '../db/schema';

/** The newest `limit` messages, newest first. */
export async function listOutbox(db: Db, limit = 200): Promise<OutboxEntry[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

/** Splits plain text into text and link parts, so a page can render the links as anchors without raw HTML. */
export function linkifyText(text: string): Array<{ kind: 'text' | 'link'; value: string }> {
  const parts: Array<{ kind: 'text' | 'link'; value: string }> = [];
  const pattern = /https?:\/\/[^\s<>"')]+/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', value: text.slice(last, index) });
    parts.push({ kind: 'link', value: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
