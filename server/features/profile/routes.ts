// PUT /api/auth/update-profile and POST /api/upload/profile-picture (DESIGN.md calls 10 and 11).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileErrorResponse,
  updateProfileRequest,
  updateProfileResponse,
  uploadResponse,
} from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import { HttpError } from '../../http-error.ts';
import * as profiles from './service.ts';

/** Multipart framing around a 10 MB file is a few hundred bytes; more than this is refused unread. */
const uploadBodyMaxBytes = limits.upload.maxBytes + 64 * 1024;

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/auth/update-profile',
    {
      preHandler: app.requireUser,
      config: { successFlag: true },
      schema: {
        body: updateProfileRequest,
        response: {
          200: updateProfileResponse,
          400: profileErrorResponse,
          401: profileErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await profiles.updateProfile(app.db, request.session!.user, request.body);
      app.invalidateDirectory();
      app.sessions.forgetUser(request.session!.id);
      return { success: true as const, message: 'Profile updated successfully!', user };
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: limits.upload.maxBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 10,
        headerPairs: 100,
      },
    });
    uploads.post(
      '/api/upload/profile-picture',
      {
        config: { successFlag: true },
        // Refused before a byte of the body is read: no session, or a declared size over the limit.
        onRequest: [
          app.requireUser,
          async (request) => {
            const length = Number(request.headers['content-length'] ?? 0);
            if (length > uploadBodyMaxBytes)
              throw new HttpError(413, 'payload_too_large', profiles.uploadMessages.tooLarge);
          },
        ],
        schema: { response: { 200: uploadResponse } },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new HttpError(400, 'validation_failed', profiles.uploadMessages.noFile);
        const file = await request.file();
        if (!file || file.fieldname !== 'profilePicture') {
          throw new HttpError(400, 'validation_failed', profiles.uploadMessages.noFile);
        }
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, 'payload_too_large', profiles.uploadMessages.tooLarge);
          }
          throw error;
        }
        return profiles.uploadProfilePicture(app.db, request.session!.id, {
          bytes,
          declaredType: file.mimetype,
          filename: file.filename,
        });
      },
    );
  });
};

export default profileRoutes;
