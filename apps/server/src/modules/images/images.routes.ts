import fastifyMultipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_FIELD, imageMessages } from '@paybook/contracts';
import {
  discardImages,
  getImage,
  type ImageUploadEndpoints,
  imageUploadsByBase,
} from '@paybook/contracts/endpoints/images';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { type ApiScope, route } from '../../http/endpoint-route.ts';
import { badRequest } from '../../lib/app-error.ts';
import * as service from './images.service.ts';

/** Multipart limit codes of @fastify/multipart, answered in the spec's words (spec 1 §5, §9). */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: imageMessages.tooLarge,
  FST_FILES_LIMIT: imageMessages.selectOne,
  FST_PARTS_LIMIT: imageMessages.selectOne,
  FST_FIELDS_LIMIT: imageMessages.selectOne,
};

/** The one file of an upload: a second file, another field's file or none at all is refused. */
async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('file', imageMessages.selectOne);
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname !== IMAGE_UPLOAD_FIELD) throw badRequest('file', imageMessages.selectOne);
      files.push(data);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
    if (message) throw badRequest('file', message);
    throw error;
  }
  const [file] = files;
  if (!file || files.length > 1) throw badRequest('file', imageMessages.selectOne);
  return file;
}

/**
 * `POST /api/{base}upload` and `POST /api/{base}{id}/crop` for one kind of image (images.md). Each base
 * gets its own scope, so the multipart parser exists only on these routes.
 */
function registerImageUploads(app: ApiScope, db: Database, uploads: ImageUploadEndpoints): void {
  void app.register(async (parent) => {
    await parent.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    route(scope, uploads.upload, async ({ user, request }) =>
      service.uploadImage(db, user, uploads.kind, await readOneFile(request)),
    );
    route(scope, uploads.crop, ({ user, params, body }) =>
      service.cropImage(db, user, uploads.kind, params.id, body),
    );
  });
}

/** A year: a rendering never changes under its link (a new crop gets a new public key). */
const CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * Every image call (images.md): the public rendering, for back office and public pages alike, and each
 * kind's upload and crop; the declarations are in contracts/endpoints/images.ts.
 */
export const imagesRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getImage, async ({ params, reply }) => {
      const image = await service.getPublicImage(db, params.public_key);
      // Issue 27 point 3: a buy-now button shows its item's image on the merchant's own site.
      reply
        .header('content-type', image.contentType)
        .header('cache-control', CACHE_FOR_GOOD)
        .header('cross-origin-resource-policy', 'cross-origin');
      return image.data;
    });
    route(app, discardImages, ({ user, query }) => service.discardImages(db, user, query.ids));
    for (const uploads of Object.values(imageUploadsByBase)) registerImageUploads(app, db, uploads);
  };
