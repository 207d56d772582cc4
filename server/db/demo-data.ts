// Loads the demo chapter (content/demo) into an empty database when DEMO_DATA is on: invite codes,
// accounts with pictures, the calendar, alumni events and donations, so a newcomer can try every
// screen at once. Runs once per database.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  academicYearStart,
  dateInAcademicYear,
  demoDataSchema,
  demoEventsSchema,
  type DemoData,
  type DemoEvents,
} from '../../contract/demo-data.ts';
import { limits } from '../../contract/limits.ts';
import { createInviteCode } from '../features/auth/invites.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './database.ts';

const loadedKey = 'demo_data_loaded_at';
/** Never a valid argon2 hash: demo people without a password cannot log in. */
const noPassword = '!demo-account-without-password';

function readDemoFile<S extends z.ZodType>(
  contentDir: string,
  name: string,
  schema: S,
): z.infer<S> | undefined {
  const file = path.join(contentDir, 'demo', name);
  if (!existsSync(file)) return undefined;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`content/demo/${name}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export const readDemoData = (contentDir: string): DemoData | undefined =>
  readDemoFile(contentDir, 'accounts.json', demoDataSchema);
export const readDemoEvents = (contentDir: string): DemoEvents | undefined =>
  readDemoFile(contentDir, 'events.json', demoEventsSchema);

async function isEmpty(db: Db): Promise<boolean> {
  const [meta, user] = await Promise.all([
    db.selectFrom('appMeta').select('value').where('key', '=', loadedKey).executeTakeFirst(),
    db.selectFrom('users').select('id').limit(1).executeTakeFirst(),
  ]);
  return !meta && !user;
}

/** A demo picture (a path under content/), made into a profile picture like an upload. */
async function pictureFor(contentDir: string, ref: string) {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(path.join(contentDir, ref))
    .resize(limits.upload.maxDimension, limits.upload.maxDimension, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Loads content/demo into an empty database. `initiatives` are the chapter's donation initiatives:
 * a demo donation to any other is a mistake in the demo files.
 */
export async function loadDemoData(
  db: Db,
  contentDir: string,
  log: FastifyBaseLogger,
  initiatives: string[] = [],
  at: Date = new Date(),
): Promise<boolean> {
  const demo = readDemoData(contentDir);
  if (!demo || !(await isEmpty(db))) return false;
  const events = readDemoEvents(contentDir);
  for (const donation of events?.donations ?? []) {
    if (!initiatives.includes(donation.initiative)) {
      throw new Error(
        `content/demo/events.json: "${donation.initiative}" is not an initiative of content/alumni.json`,
      );
    }
  }
  const startYear = academicYearStart(at);
  const stamp = at.toISOString();
  const hashes = new Map(
    await Promise.all(
      demo.accounts
        .filter((a) => a.password)
        .map(async (a) => [a.email, await hashPassword(a.password!)] as const),
    ),
  );
  const pictures = new Map(
    await Promise.all(
      demo.accounts
        .filter((a) => a.picture)
        .map(async (a) => [a.email, await pictureFor(contentDir, a.picture!)] as const),
    ),
  );

  await db.transaction().execute(async (trx) => {
    for (const invite of demo.inviteCodes) {
      await createInviteCode(trx, {
        role: invite.role,
        uses: invite.uses,
        days: 3650,
        createdBy: 'demo',
        code: invite.code,
      });
    }
    for (const account of demo.accounts) {
      const id = randomUUID();
      const picture = pictures.get(account.email);
      const mediaId = picture ? randomUUID() : null;
      await trx
        .insertInto('users')
        .values({
          id,
          name: account.name,
          email: account.email.toLowerCase(),
          passwordHash: hashes.get(account.email) ?? noPassword,
          role: account.role,
          isOfficer: account.isOfficer ? 1 : 0,
          position: account.position ?? null,
          major: account.major ?? null,
          graduationYear: account.graduationYear ?? null,
          linkedin: account.linkedin ?? null,
          profilePicture: mediaId ? `/media/${mediaId}` : null,
          inviteCodeId: null,
          verifiedAt: stamp,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
      if (picture && mediaId) {
        await trx
          .insertInto('media')
          .values({
            id: mediaId,
            ownerId: id,
            contentType: 'image/webp',
            bytes: picture.data,
            width: picture.width,
            height: picture.height,
            createdAt: stamp,
            attachedAt: stamp,
          })
          .execute();
      }
    }
    for (const event of events?.calendar ?? []) {
      await trx
        .insertInto('events')
        .values({
          id: randomUUID(),
          title: event.title,
          date: dateInAcademicYear(startYear, event.month, event.day),
          time: event.time ?? null,
          location: event.location ?? null,
          description: event.description ?? null,
          createdAt: stamp,
        })
        .execute();
    }
    for (const { canRsvp, ...event } of events?.alumniEvents ?? []) {
      await trx
        .insertInto('alumniEvents')
        .values({ ...event, canRsvp: canRsvp ? 1 : 0, createdAt: stamp })
        .execute();
    }
    for (const donation of events?.donations ?? []) {
      await trx
        .insertInto('donations')
        .values({
          id: randomUUID(),
          initiative: donation.initiative,
          amountCents: Math.round(donation.amount * 100),
          donorName: donation.donor ?? null,
          donatedOn: donation.date,
          note: donation.note ?? null,
          recordedBy: 'demo',
          createdAt: stamp,
        })
        .execute();
    }
    await trx.insertInto('appMeta').values({ key: loadedKey, value: stamp }).execute();
  });
  log.info(
    {
      accounts: demo.accounts.length,
      inviteCodes: demo.inviteCodes.length,
      events: events?.calendar.length ?? 0,
    },
    'demo chapter loaded',
  );
  return true;
}
