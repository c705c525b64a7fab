import fastifyMultipart from '@fastify/multipart';
import {
  cropImageBody,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_FIELD,
  type ImageKind,
  imageIdParams,
  imageMessages,
  imagePublicKeyParams,
  uploadedImage,
} from '@paybook/contracts';
import type { Requirement } from '@paybook/domain';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { cropImage, getPublicImage, uploadImage } from './images.service.ts';

type ApiScope = Parameters<FastifyPluginAsyncZod>[0];

export type ImageUploadOptions = {
  /** The path before `upload` and `{id}/crop`, with its trailing slash: 'offering/image/'. */
  base: string;
  kind: ImageKind;
  /** Who may upload, as the owner's routes require it; any signed-in user when absent. */
  requirement?: Requirement;
};

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
export function registerImageUploads(app: ApiScope, db: Database, options: ImageUploadOptions): void {
  const config: FastifyContextConfig = options.requirement ? { requirement: options.requirement } : {};
  void app.register(async (parent) => {
    await parent.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    scope.post(
      `/${options.base}upload`,
      {
        config,
        schema: {
          tags: ['Images'],
          summary: `Upload a ${options.kind} image (multipart, one file in "file", at most 4 MB)`,
          consumes: ['multipart/form-data'],
          response: { 200: uploadedImage },
        },
      },
      async (request) => uploadImage(db, requireUser(request), options.kind, await readOneFile(request)),
    );
    scope.post(
      `/${options.base}:id/crop`,
      {
        config,
        schema: {
          tags: ['Images'],
          summary: `Crop a ${options.kind} image`,
          params: imageIdParams,
          body: cropImageBody,
          response: { 200: uploadedImage },
        },
      },
      (request) => cropImage(db, requireUser(request), options.kind, request.params.id, request.body),
    );
  });
}

/** A year: a rendering never changes under its link (a new crop gets a new public key). */
const CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';

/** `GET /api/images/{public_key}`: the public rendering, for back office and public pages alike. */
export const imagesRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/images/:public_key',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Images'],
          summary: 'An uploaded image (public, cached)',
          params: imagePublicKeyParams,
        },
      },
      async (request, reply) => {
        const image = await getPublicImage(db, request.params.public_key);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', CACHE_FOR_GOOD)
          .send(image.data);
      },
    );
  };
