// PUT /api/auth/update-profile and POST /api/upload/profile-picture (docs/api.md, calls 10 and 11):
// the seed's addresses, outside this folder's prefix, as server/plugins/features.ts's aliases say.
// A save names the profile's version it was made from in If-Match (412 when it is not the version
// now), and changes only the fields it sends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileErrorResponse,
  staleProfileError,
  updateProfileRequest,
  updateProfileResponse,
  uploadResponse,
} from '../../../contract/api/auth.ts';
import { acceptOneFile, uploadGuards, withOneFile } from '../../core/media/upload.ts';
import * as profiles from './service.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/auth/update-profile',
    {
      config: { access: 'signed-in', successFlag: true },
      schema: {
        body: updateProfileRequest,
        // The ETag of the version the page was opened with; the legacy client sends none.
        headers: z.object({ 'if-match': z.string().max(200).optional() }),
        response: {
          200: updateProfileResponse,
          400: profileErrorResponse,
          401: profileErrorResponse,
          412: staleProfileError,
        },
      },
    },
    async (request, reply) => {
      const { profile, etag } = await profiles.updateProfile(
        app.db,
        request.session!.userId,
        request.body,
        request.headers['if-match'],
      );
      reply.header('etag', etag);
      return {
        success: true as const,
        message: 'Profile updated successfully!',
        user: profile,
        etag,
      };
    },
  );
};

// The upload, in a scope of its own: only it reads multipart bodies.
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFile(app);
  app.post(
    '/upload/profile-picture',
    {
      config: { access: 'signed-in', successFlag: true },
      // Refused before a byte of the body is read: no session (its access), too many uploads, or a
      // declared size over the limit.
      onRequest: uploadGuards(app, profiles.uploadMessages.tooLarge),
      schema: {
        response: {
          200: uploadResponse,
          ...Object.fromEntries(
            [400, 401, 413, 429].map((status) => [status, profileErrorResponse]),
          ),
        },
      },
    },
    async (request) => {
      return withOneFile(request, 'profilePicture', profiles.uploadMessages, (file) =>
        profiles.uploadProfilePicture(app.db, request.session!.userId, file),
      );
    },
  );
};

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(uploadRoutes);
};

export default accountRoutes;
