// Loads the demo chapter (content/demo) into an empty database when DEMO_DATA is on: the invite
// codes and accounts, so a newcomer can try every screen at once. Runs once per database.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { demoDataSchema, type DemoData } from '../../contract/demo-data.ts';
import { limits } from '../../contract/limits.ts';
import { createInviteCode } from '../features/auth/invites.ts';
import { hashPassword } from '../lib/passwords.ts';
import { now, type Db } from './database.ts';

const loadedKey = 'demo_data_loaded_at';
/** Never a valid argon2 hash: demo people without a password cannot log in. */
const noPassword = '!demo-account-without-password';

export function readDemoData(contentDir: string): DemoData | undefined {
  const file = path.join(contentDir, 'demo', 'accounts.json');
  if (!existsSync(file)) return undefined;
  const parsed = demoDataSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `content/demo/accounts.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

async function isEmpty(db: Db): Promise<boolean> {
  const [meta, user] = await Promise.all([
    db.selectFrom('appMeta').select('value').where('key', '=', loadedKey).executeTakeFirst(),
    db.selectFrom('users').select('id').limit(1).executeTakeFirst(),
  ]);
  return !meta && !user;
}

async function pictureFor(contentDir: string, ref: string) {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(path.join(contentDir, 'images', ref))
    .resize(limits.upload.maxDimension, limits.upload.maxDimension, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function loadDemoData(
  db: Db,
  contentDir: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const demo = readDemoData(contentDir);
  if (!demo || !(await isEmpty(db))) return false;
  const at = now();
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
          verifiedAt: at,
          createdAt: at,
          updatedAt: at,
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
            createdAt: at,
            attachedAt: at,
          })
          .execute();
      }
    }
    await trx.insertInto('appMeta').values({ key: loadedKey, value: at }).execute();
  });
  log.info(
    { accounts: demo.accounts.length, inviteCodes: demo.inviteCodes.length },
    'demo chapter loaded',
  );
  return true;
}
