import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandDocumentSchema } from './brand';
import { ContentDocumentError, contentErrorLine, parseDocument } from './parse-document';

const schema = z.object({ _id: z.string(), title: z.string().min(1), order: z.number() });

/** The error parseDocument throws for `value`. */
function failure(value: unknown, id = 'faqItem.opzeggen'): ContentDocumentError {
  try {
    parseDocument(schema, value, id);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDocumentError);
    return error as ContentDocumentError;
  }
  throw new Error('parseDocument accepted the value');
}

describe('parseDocument', () => {
  it('returns the parsed document when it has the shape', () => {
    const doc = { _id: 'faqItem.opzeggen', title: 'Opzeggen', order: 1, extra: 'dropped' };
    expect(parseDocument(schema, doc, 'faqItem.opzeggen')).toEqual({
      _id: 'faqItem.opzeggen',
      title: 'Opzeggen',
      order: 1,
    });
  });

  it('names a missing document (null or undefined answer)', () => {
    for (const value of [null, undefined]) {
      const error = failure(value, 'translation.be');
      expect(error.name).toBe('ContentDocumentError');
      expect(error.documentId).toBe('translation.be');
      expect(error.message).toBe('Content document "translation.be" not found');
      expect(error.issues).toEqual([]);
      expect(error.oneLine).toBe('Content document "translation.be" not found');
    }
  });

  it('names the document and every bad field, with its path', () => {
    const error = failure({ _id: 'faqItem.opzeggen', title: '', order: 'eerste' });
    expect(error.documentId).toBe('faqItem.opzeggen');
    expect(error.message.split('\n')[0]).toBe('Content document "faqItem.opzeggen" is invalid:');
    expect(error.issues).toHaveLength(2);
    expect(error.issues[0]).toMatch(/^title: /);
    expect(error.issues[1]).toMatch(/^order: /);
    expect(error.message).toContain(`\n  ${error.issues[0]}`);
    expect(error.message).toContain(`\n  ${error.issues[1]}`);
  });

  it('says (root) when the document itself has the wrong type', () => {
    const error = failure('geen document');
    expect(error.issues).toEqual([expect.stringMatching(/^\(root\): /)]);
  });

  it('gives nested paths of a real document type, e.g. a brand with a broken privacy block', () => {
    const brand = { _id: 'brand.ad', _type: 'brand', key: 'ad', privacy: { integratorId: '', language: 'fr' } };
    let error: unknown;
    try {
      parseDocument(brandDocumentSchema, brand, 'brand.ad');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentDocumentError);
    const issues = (error as ContentDocumentError).issues;
    expect(issues.some((issue) => issue.startsWith('privacy.language: '))).toBe(true);
    expect(issues.some((issue) => issue.startsWith('privacy.integratorId: '))).toBe(true);
    expect(issues.some((issue) => issue.startsWith('seoTitle: '))).toBe(true);
  });
});

describe('one-line descriptions for logs and headers', () => {
  it('puts the document and every bad field on one line', () => {
    const error = failure({ _id: 'faqItem.opzeggen', title: 'x' });
    expect(error.oneLine).not.toContain('\n');
    expect(error.oneLine).toMatch(/^Content document "faqItem\.opzeggen" is invalid: order: .+$/);
    expect(contentErrorLine(error)).toBe(error.oneLine);
  });

  it('describes any other error by name and first line', () => {
    expect(contentErrorLine(new TypeError('fetch failed\nat somewhere'))).toBe('TypeError: fetch failed');
    expect(contentErrorLine('kapot')).toBe('kapot');
  });
});
