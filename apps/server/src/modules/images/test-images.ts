import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys } from '../../db/merchant-keys.ts';
import { images } from '../../db/schema/index.ts';
import type { TestClient } from '../../test/client.ts';

/** Test support for image uploads: generated PNGs and multipart bodies as a browser sends them. */
export function pngOf(width: number, height: number, color = '#3b7d6e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export type Part = { field?: string; name?: string; type?: string; data: Buffer };

/** A multipart body as a browser sends it. */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    form.append(
      part.field ?? 'file',
      new Blob([part.data], { type: part.type ?? 'image/png' }),
      part.name ?? 'image.png',
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export async function upload(client: TestClient, base: string, parts: Part[]) {
  return client.request({ method: 'POST', url: `${base}upload`, ...(await multipart(parts)) });
}

/** A stored offering image inserted directly (no upload), `ageMs` old. */
export async function insertTestImage(db: Database, merchantId: number, ageMs = 0) {
  const bytes = Buffer.from('image');
  const [row] = await db
    .insert(images)
    .values({
      merchantId,
      kind: 'offering',
      contentType: 'image/png',
      width: 400,
      height: 400,
      original: bytes,
      rendered: bytes,
      renderedContentType: 'image/png',
      createdAt: new Date(Date.now() - ageMs),
    })
    .returning();
  await addMerchantKeys(db, merchantId, 'image', [row!.publicKey]);
  return row!;
}
