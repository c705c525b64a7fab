import sharp from 'sharp';
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
