// GET /api/alumni/directory (docs/product.md#privacy, docs/product.md#alumni-directory;
// docs/api.md#alumni-directory): the chapter's alumni for signed-in members and alumni, searched
// and filtered, one page at a time. Each viewer's list (alumni, actives, officers with `accounts`)
// is built once per version of the accounts data, as its viewers may see it; a request filters it
// and answers a page, so every filter matches only what the caller may see.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../../contract/api/errors.ts';
import {
  alumniDirectoryQuery,
  alumniDirectoryResponse,
  directoryProfile,
  type DirectoryProfile,
} from '../../../../contract/api/privacy.ts';
import { limits } from '../../../../contract/limits.ts';
import type { Audience } from '../../../../contract/privacy.ts';
import { versionedCache, type VersionedCache } from '../../../lib/versioned-cache.ts';
import { encodeBody, type EncodedBody } from '../../../lib/encoded-body.ts';
import { sendEncodedJson } from '../../../lib/json-answer.ts';
import { audienceOfUser, profileFor } from '../../../core/privacy/profiles.ts';
import { readPrivacyRules } from '../../../core/privacy/repository.ts';
import { listAlumni } from './repository.ts';
import {
  compareAlumni,
  matchingPage,
  searchable,
  searchIndex,
  type SearchIndex,
} from './search.ts';

const viewers = ['chapter', 'members', 'officers'] as const satisfies readonly Audience[];
type Viewer = (typeof viewers)[number];

interface Listed {
  index: SearchIndex;
  /** Each card as JSON: checked by its schema and serialised once, with the list. */
  cards: Map<DirectoryProfile, string>;
  /** The classes, as JSON. */
  classes: string;
  /** The answers made of this list, by search (at most `keptAnswers`). */
  answers: Map<string, Promise<EncodedBody>>;
}

/** Searches kept per list: beyond, the kept ones are forgotten and made again as asked. */
const keptAnswers = 500;

const alumniDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = Object.fromEntries(
    viewers.map((viewer) => [
      viewer,
      versionedCache(async (): Promise<Listed> => {
        const [rows, rules] = await Promise.all([listAlumni(app.db), readPrivacyRules(app.db)]);
        const profiles = rows.map((row) => profileFor(row, viewer, rules)).toSorted(compareAlumni);
        const classes = [
          ...new Set(
            profiles.flatMap((p) => (p.graduationYear === null ? [] : [p.graduationYear])),
          ),
        ];
        return {
          index: searchIndex(profiles.map(searchable)),
          cards: new Map(profiles.map((p) => [p, JSON.stringify(directoryProfile.parse(p))])),
          classes: JSON.stringify(classes),
          answers: new Map(),
        };
      }),
    ]),
  ) as Record<Viewer, VersionedCache<Listed>>;

  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: {
        querystring: alumniDirectoryQuery,
        response: { 200: alumniDirectoryResponse, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.session!.user;
      const viewer = audienceOfUser(user, app.content.chapter.timeZone) as Viewer;
      const { accounts } = await app.dataVersions();
      const { index, cards, classes, answers } = await lists[viewer].get(accounts);
      const query = request.query;
      const build = () => {
        const pageSize = limits.alumniDirectory.pageSize;
        const found = matchingPage(
          index,
          {
            q: query.q,
            class: query.class,
            city: query.city,
            industry: query.industry,
            mentoring: query.mentoring !== undefined,
            hiring: query.hiring !== undefined,
          },
          (query.page - 1) * pageSize,
          pageSize,
        );
        // The answer of alumniDirectoryResponse, of cards serialised with the list: a page is joined,
        // not checked and serialised again on every request (the budget: scripts/budget-members.ts).
        const alumni = found.page.map((profile) => cards.get(profile)).join(',');
        return `{"alumni":[${alumni}],"total":${found.total},"page":${query.page},"pageSize":${pageSize},"classes":${classes}}`;
      };
      // Each search's answer is made and compressed once per version of the accounts data and kind
      // of reader: the first page of the list, and the searches brothers repeat, cost a lookup.
      const key = JSON.stringify([
        query.q ?? '',
        query.class ?? '',
        query.city ?? '',
        query.industry ?? '',
        query.mentoring !== undefined,
        query.hiring !== undefined,
        query.page,
      ]);
      let answer = answers.get(key);
      if (!answer) {
        if (answers.size >= keptAnswers) answers.clear();
        answer = encodeBody(build());
        answers.set(key, answer);
        answer.catch(() => answers.delete(key));
      }
      return sendEncodedJson(request, reply, await answer, 'private, no-cache');
    },
  );
};

export default alumniDirectoryRoutes;
