// The chapter's content, live (decision 016): the `content/` folder seeds the database's content
// documents, and `app.content` is always the published set of documents; beside them, the
// newsletter issues published in the console (the home page's "Latest Newsletter") and the
// Executive Board as today's terms make it (decision 021). A publish on this instance refreshes
// them at once; a publish elsewhere is seen by a light poll of the `content` data version, a
// change of terms or of an account by the `accounts` one, and the board's day by the chapter's
// calendar turning (within a second of midnight); the listeners (the pages' renderer) run after
// each change, with the entries that changed.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Content, ContentFile } from '../../contract/content.ts';
import {
  boardEntry,
  newsletterIssuesEntry,
  type PublishedSet,
} from '../../contract/live-content.ts';
import {
  documentNames,
  readPublished,
  seedContent,
  type PublishedContent,
} from '../core/content/service.ts';
import { removeUnnamedPictures } from '../core/media/content-pictures.ts';
import { publishedIssues } from '../features/newsletter/issues.ts';
import { limits } from '../../contract/limits.ts';
import { boardOn, chapterToday } from '../core/offices/office.ts';
import type { EmailBrand } from '../core/mail/templates.ts';

/** An entry of the published set: a content document, the newsletter issues, or the board. */
export type PublishedEntry = ContentFile | typeof newsletterIssuesEntry | typeof boardEntry;

export type ContentListener = (published: PublishedSet, changed: PublishedEntry[]) => Promise<void>;

export interface LiveContent {
  /** The `content/` folder the server started with: what the build's pages were made from. */
  seed: Content;
  /** The published version of each document. */
  versions(): PublishedContent['versions'];
  /** The published documents and issues, as the pages are rendered with them. */
  published(): PublishedSet;
  /**
   * Reads the published documents and issues again now (this instance just published), and
   * settles once the listeners ran (the pages are rendered).
   */
  refresh(): Promise<void>;
  /** Runs after the published set changed, with the entries that did. */
  onChange(listener: ContentListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The published content documents, as `content/*.json` would hold them. */
    content: Content;
    liveContent: LiveContent;
    /** The chapter's name and footer line, for emails. */
    emailBrand: EmailBrand;
  }
}

export interface ContentPluginOptions {
  /** The validated `content/` folder: the seed of an empty database. */
  seed: Content;
  /** How often to look for a publish by another instance (ms). */
  pollMs?: number;
}

/**
 * Other instances' publishes show within this plus a render of the pages (1–3 s on a busy
 * 2-core machine): inside the 5 s promised. One small query each time on PostgreSQL; on SQLite
 * none unless another connection wrote.
 */
export const contentPollMs = 500;

export default fp<ContentPluginOptions>(
  async function contentPlugin(app: FastifyInstance, { seed, pollMs = contentPollMs }) {
    const seeded = await seedContent(app.db, seed);
    if (seeded.length) app.log.info({ documents: seeded }, 'content documents seeded');
    // What the published set was last read at: the two data versions and the chapter's day.
    const seen = async () => {
      const versions = await app.dataVersions();
      return { content: versions.content, accounts: versions.accounts };
    };
    let seenVersions = await seen();
    let seenDay = '';
    const read = async () => {
      const documents = await readPublished(app.db, {
        seed,
        report: (document, problems) =>
          app.log.error(
            { document, problems },
            'a published content document is not valid: the pages use the content/ folder’s version until it is published again',
          ),
      });
      const day = chapterToday(documents.content.chapter.timeZone);
      const set = {
        ...documents,
        newsletterIssues: await publishedIssues(app.db),
        board: await boardOn(app.db, day),
      };
      seenDay = day;
      return set;
    };
    let state = await read();
    const listeners: ContentListener[] = [];

    // The documents and issues are read again when the content version moved (or this instance
    // published); a term, a profile or the day alone reads the board only.
    // What was seen is noted once it is read: a failed read is tried again at the next look.
    const refreshOnce = async (boardOnly = false) => {
      const versions = await seen();
      const documentsToo = !boardOnly || versions.content !== seenVersions.content;
      let next: typeof state;
      if (documentsToo) next = await read();
      else {
        const day = chapterToday(state.content.chapter.timeZone);
        next = { ...state, board: await boardOn(app.db, day) };
        seenDay = day;
      }
      seenVersions = versions;
      const changed: PublishedEntry[] = documentNames.filter(
        (name) => next.versions[name].id !== state.versions[name].id,
      );
      if (JSON.stringify(next.newsletterIssues) !== JSON.stringify(state.newsletterIssues))
        changed.push(newsletterIssuesEntry);
      if (JSON.stringify(next.board) !== JSON.stringify(state.board)) changed.push(boardEntry);
      state = next;
      if (changed.length === 0) return;
      for (const listener of listeners) await listener(publishedSet(), changed);
    };
    const publishedSet = (): PublishedSet => ({
      content: state.content,
      newsletterIssues: state.newsletterIssues,
      board: state.board,
    });
    // One refresh at a time, in order: a publish's refresh never overtakes an earlier one's.
    let chain: Promise<void> = Promise.resolve();
    const refresh = (boardOnly = false) => {
      const run = chain.then(() => refreshOnce(boardOnly));
      chain = run.catch((error: unknown) =>
        app.log.error({ err: error }, 'content refresh failed'),
      );
      return run;
    };

    app.decorate('content', { getter: () => state.content });
    app.decorate('emailBrand', {
      getter: (): EmailBrand => ({
        siteName: state.content.chapter.siteName,
        footer: state.content.chapter.footer.text,
        timeZone: state.content.chapter.timeZone,
      }),
    });
    app.decorate('liveContent', {
      seed,
      versions: () => state.versions,
      published: publishedSet,
      refresh: () => refresh(),
      onChange: (listener: ContentListener) => void listeners.push(listener),
    } satisfies LiveContent);

    let polling = false;
    const timer = setInterval(() => {
      if (polling) return;
      polling = true;
      seen()
        .then((versions) =>
          versions.content === seenVersions.content &&
          versions.accounts === seenVersions.accounts &&
          chapterToday(state.content.chapter.timeZone) === seenDay
            ? undefined
            : refresh(versions.content === seenVersions.content),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'content poll failed'))
        .finally(() => (polling = false));
    }, pollMs);
    timer.unref();

    // Pictures uploaded for edits never published go after a while: at start (not awaited: it
    // does not hold up the start) and every day after.
    const sweep = async () => {
      const before = new Date(
        Date.now() - limits.content.unnamedPictureDays * 86_400_000,
      ).toISOString();
      try {
        const removed = await removeUnnamedPictures(app.db, before);
        if (removed > 0) app.log.info({ removed }, 'unpublished uploaded pictures removed');
      } catch (error) {
        app.log.warn({ err: error }, 'removing unpublished uploaded pictures failed');
      }
    };
    let sweeping: Promise<void> = Promise.resolve();
    const sweeper = setInterval(() => (sweeping = sweep()), 86_400_000);
    sweeper.unref();
    app.addHook('onReady', async () => void (sweeping = sweep()));

    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(sweeper);
      await Promise.all([chain, sweeping]);
    });
  },
  { name: 'content', dependencies: ['database'] },
);
