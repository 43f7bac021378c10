// POST /api/admin/product-image (admins upload a picture) and GET /media/{file} (anyone reads the
// stored widths, cached for a year: a file's name is the hash of its upload, so it never changes).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { errorBodySchema, isMediaFileName, mediaMaxUploadBytes, uploadedImageSchema } from '@store/contract';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../http/errors';
import { storeImage } from './image-store';

const tooLarge = () =>
  new AppError(413, 'payload_too_large', `The picture is larger than ${mediaMaxUploadBytes / 1024 / 1024} MB`, {
    file: `At most ${mediaMaxUploadBytes / 1024 / 1024} MB`,
  });

const malformed = () =>
  badRequest('The upload is not complete multipart/form-data: send the picture again', { file: 'The upload was incomplete' });

/**
 * The multipart parser's own refusals (a missing boundary, a body cut off before its closing
 * boundary) are plain errors without a status: they are the client's, so 400, never 500. The
 * plugin's limit errors keep their status (413 for a file too large).
 */
async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw malformed();
  }
}

/** Registered inside the /api prefix. */
export const productImageRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: mediaMaxUploadBytes, files: 1, fields: 0, parts: 1 } });
  app.post(
    '/admin/product-image',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Upload a product picture (admin)',
        description:
          'multipart/form-data with one file (JPEG, PNG, WebP or AVIF, checked by its content; at most 8 MB). It is ' +
          're-encoded to WebP at 320, 640 and 1280 pixels wide; put `url` in the product\'s img or images.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data');
      const file = await readUpload(() => request.file());
      if (!file) throw badRequest('Choose a picture to upload', { file: 'Choose a picture to upload' });
      const bytes = await readUpload(() => file.toBuffer());
      return reply.status(201).send(await storeImage(mediaDir, bytes));
    },
  );
};

/** Registered at the root: /media/{file}. */
export const mediaFileRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  app.get(
    '/media/:file',
    {
      config: { usesDatabase: false },
      schema: { hide: true, params: z.object({ file: z.string().max(80) }) },
      // The stored bytes are already WebP: compressing them again only costs time.
      compress: false,
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!isMediaFileName(file)) throw notFound('No such picture');
      const full = path.join(mediaDir, file);
      let size: number;
      try {
        size = (await fs.promises.stat(full)).size;
      } catch {
        throw notFound('No such picture');
      }
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(full));
    },
  );
};
