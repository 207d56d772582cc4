// The schema of `content/demo/`: the fictional people and codes loaded into an empty database when
// DEMO_DATA is on. A real chapter deletes the folder (and runs with DEMO_DATA=false).
import { z } from 'zod';
import { roles } from './api/auth.ts';
import { imageRef } from './content.ts';

const text = z.string().trim().min(1);

export const demoAccountSchema = z.strictObject({
  name: text,
  email: z.email(),
  role: z.enum(roles),
  /** Only the accounts people are meant to try have a password; the others cannot log in. */
  password: z.string().min(8).optional(),
  major: text.optional(),
  graduationYear: z.int().min(1940).max(2100).optional(),
  position: text.optional(),
  linkedin: z.url().optional(),
  /** A picture in content/images (e.g. `members/m-01.svg`), made into the profile picture. */
  picture: imageRef.optional(),
  isOfficer: z.boolean().optional(),
});

export const demoDataSchema = z.strictObject({
  inviteCodes: z.array(
    z.strictObject({
      code: z.string().regex(/^[A-Z0-9-]{8,40}$/),
      role: z.enum(roles),
      uses: z.int().positive(),
    }),
  ),
  accounts: z.array(demoAccountSchema),
});

export type DemoData = z.infer<typeof demoDataSchema>;
