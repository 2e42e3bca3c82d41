/**
 * The editors' journey in Sanity Studio at /studio on the embedded content lake: sign in as the local editor, choose
 * AD, change an FAQ answer; the draft shows in preview ("Voorbeeld") while visitors still see the published answer;
 * publish; the lake's webhook rebuilds the brands the item reaches and AD's visitors see the new answer within 30
 * seconds, HLN keeps its Belgian answer, the rebuild is listed on /redactie/publicatie, and "Exit Preview Mode" brings
 * the editor back to the document in the Studio. And a flag: switching
 * `isInvoicesEnabled` off for AD in the Studio takes the invoices area away on AD after publish. Everything is put
 * back at the end; meanwhile other journeys would see changed content, so these hold Playwright's exclusive lock.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, contentLake, EXCLUSIVE, type LakeDocument } from './helpers';

test.describe.configure({ lock: EXCLUSIVE });

/** The local editor the end-to-end portal is started with (.config/playwright.config.ts, LAKE_EDITOR_PASSWORD). */
const EDITOR = { email: 'redacteur@mijn-omgeving.localhost', password: 'e2e-editor-password-0123456789' };
const FAQ = '/klantenservice/veelgestelde-vragen';
const ITEM = 'faqItem.krant-niet-bezorgd';
/** The Studio is a large application on a shared two-core machine: its first screens take a while. */
const STUDIO_LOADED = { timeout: 60_000 };

type Doc = LakeDocument;

const { query, mutate } = contentLake('v2025-02-19');
/** Drafts included: what the Studio has saved but not published. */
const rawQuery = <T>(groq: string) => query<T>(groq, 'raw');

/** A published document and its draft as they were before the journey (the dataset has drafts of its own). */
interface Saved {
  published: Doc;
  draft: Doc | undefined;
}

async function save(id: string): Promise<Saved> {
  const [published] = await rawQuery<Doc[]>(`*[_id == "${id}"]`);
  const [draft] = await rawQuery<Doc[]>(`*[_id == "drafts.${id}"]`);
  expect(published, id).toBeTruthy();
  return { published: published!, draft };
}

/** A document's content without the fields the lake keeps itself. */
function contentOf(document: Doc): Doc {
  const { _rev, _updatedAt, _createdAt, ...content } = document;
  void _rev;
  void _updatedAt;
  void _createdAt;
  return content;
}

/**
 * Puts a document and its draft back as they were: a draft the journey made is dropped, one that was there before is
 * put back (other journeys read it). The lake's webhook rebuilds what it concerns.
 */
async function restore({ published, draft }: Saved): Promise<void> {
  await mutate([
    draft ? { createOrReplace: contentOf(draft) } : { delete: { id: `drafts.${published._id}` } },
    { createOrReplace: contentOf(published) },
  ]);
}

/** Opens the Studio and signs in through the lake's own sign-in form, as an editor would. */
async function signInToStudio(page: Page): Promise<void> {
  // The lake's one sign-in provider: the Studio goes straight to its form, without a chooser.
  await page.goto(brandUrl('ad', '/studio'));
  await expect(page.getByRole('heading', { name: 'Inloggen als redacteur' })).toBeVisible(STUDIO_LOADED);
  await page.getByLabel('E-mailadres').fill(EDITOR.email);
  await page.getByLabel('Wachtwoord').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(brandUrl('ad', '/studio/structure'), STUDIO_LOADED);
  await expect(page.getByRole('link', { name: 'Per merk' })).toBeVisible(STUDIO_LOADED);
}

/** Desk: Per merk → AD → `section` (each in its own pane: the type lists name some sections too). */
async function openAdSection(page: Page, section: string): Promise<void> {
  await page.getByRole('link', { name: 'Per merk' }).click();
  await page.getByRole('listbox', { name: 'Kies een merk' }).getByRole('link', { name: 'AD', exact: true }).click();
  await page
    .getByRole('listbox', { name: 'AD', exact: true })
    .getByRole('link', { name: section, exact: true })
    .click();
}

async function publish(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Publiceren' });
  await expect(button).toBeEnabled(STUDIO_LOADED);
  await button.click();
}

test('an editor changes an FAQ answer for AD in the Studio, previews the draft and publishes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const original = await save(ITEM);
  const answer = original.published['answer'] as { nl: string[]; be: string[] };
  const oldAnswer = answer.nl[0]!;
  const belgian = answer.be[0]!;
  const newAnswer = `Meld het via de chat of telefonisch bij de klantenservice (studio ${Date.now()}).`;
  const visitor = await (await browser.newContext()).newPage();

  try {
    await signInToStudio(page);
    await openAdSection(page, 'Veelgestelde vragen');
    await page.getByRole('link', { name: /Mijn krant is niet bezorgd/ }).click();
    const paragraph = page.getByRole('textbox').filter({ hasText: oldAnswer.slice(0, 40) });
    await expect(paragraph).toBeEditable(STUDIO_LOADED);
    await paragraph.fill(newAnswer);
    // The Studio saves the draft by itself (the Actions API of the lake).
    await expect
      .poll(() => rawQuery<string | null>(`*[_id == "drafts.${ITEM}"][0].answer.nl[0]`), { timeout: 30_000 })
      .toBe(newAnswer);

    // "Voorbeeld" opens AD's FAQ in preview mode with the draft; visitors still get the published answer.
    const previewOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Documentacties openen' }).click();
    await page.getByRole('menuitem', { name: 'Voorbeeld' }).click();
    const preview = await previewOpened;
    await expect(preview).toHaveURL(brandUrl('ad', FAQ), STUDIO_LOADED);
    // The answers are folded away under their questions: the page has the draft's answer, and not the old one.
    await expect(preview.getByText(newAnswer)).toHaveCount(1);
    await expect(preview.getByText(oldAnswer)).toHaveCount(0);
    await expect(preview.getByRole('link', { name: 'Exit Preview Mode' })).toBeVisible();
    await visitor.goto(brandUrl('ad', FAQ));
    await expect(visitor.getByText(oldAnswer)).toHaveCount(1);
    await expect(visitor.getByText(newAnswer)).toHaveCount(0);

    // Publish: AD's visitors get the new answer within 30 seconds; HLN keeps its Belgian answer.
    await publish(page);
    await expect
      .poll(
        async () => {
          await visitor.goto(brandUrl('ad', FAQ));
          return visitor.getByText(newAnswer).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await visitor.goto(brandUrl('hln', FAQ));
    await expect(visitor.getByText(belgian)).toHaveCount(1);
    await expect(visitor.getByText(newAnswer)).toHaveCount(0);

    // The rebuild it caused is listed on the publication page (in preview), with the document as its reason.
    await preview.goto(brandUrl('ad', '/redactie/publicatie'));
    await expect(
      preview.getByRole('listitem').filter({ hasText: ITEM }).filter({ hasText: /^AD/ }).first(),
    ).toBeVisible({ timeout: 30_000 });

    // Exit Preview Mode brings the editor back to the document in the Studio, and the brand's pages are a visitor's
    // again in that tab.
    const studioAddress = page.url();
    await preview.getByRole('link', { name: 'Exit Preview Mode' }).click();
    await expect(preview).toHaveURL(studioAddress, STUDIO_LOADED);
    await expect(preview.getByRole('button', { name: 'Publiceren' })).toBeVisible(STUDIO_LOADED);
    await preview.goto(brandUrl('ad', FAQ));
    await expect(preview.getByText(newAnswer)).toHaveCount(1);
    await expect(preview.getByRole('link', { name: 'Exit Preview Mode' })).toHaveCount(0);
  } finally {
    await restore(original);
  }
  await expect
    .poll(
      async () => {
        await visitor.goto(brandUrl('ad', FAQ));
        return visitor.getByText(oldAnswer).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
});

test('switching isInvoicesEnabled off for AD in the Studio takes the invoices area away on AD', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const original = await save('featureflagconfiguration');
  expect((original.published['ad'] as Record<string, boolean>)['isInvoicesEnabled']).toBe(true);
  const visitor = await (await browser.newContext()).newPage();
  const invoicesStatus = async (brand: string) => (await visitor.goto(brandUrl(brand, '/facturen')))?.status();
  expect(await invoicesStatus('ad')).not.toBe(404);

  try {
    await signInToStudio(page);
    await openAdSection(page, 'Diensten aan en uit');
    await page.getByRole('button', { name: 'ad', exact: true }).click();
    // Only the opened group's switches are on screen.
    const flag = page.getByLabel('isInvoicesEnabled', { exact: true });
    await expect(flag).toBeEditable(STUDIO_LOADED);
    await expect(flag).toBeChecked();
    await flag.click();
    await expect
      .poll(() => rawQuery<boolean>('*[_id == "drafts.featureflagconfiguration"][0].ad.isInvoicesEnabled'), {
        timeout: 30_000,
      })
      .toBe(false);
    await publish(page);
    await expect.poll(() => invoicesStatus('ad'), { timeout: 30_000 }).toBe(404);
    // Another brand keeps its invoices.
    expect(await invoicesStatus('vk')).not.toBe(404);
  } finally {
    await restore(original);
  }
  await expect.poll(() => invoicesStatus('ad'), { timeout: 30_000 }).not.toBe(404);
});
