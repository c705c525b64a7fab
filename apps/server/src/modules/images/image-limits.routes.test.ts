import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestClient } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { imageProcessingLoad } from './image-processing.ts';
import { pngOf, upload } from './test-images.ts';

// One image job at a time, so a queue forms and can be watched.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IMAGE_CONCURRENCY: '1' });
});

const LOGO = '/api/merchant/images/merchant_logo/';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The review's file: a valid grey PNG of 10000 × 10000 pixels that deflates to about 100 KB. */
function hugePng(): Buffer {
  const side = 10_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  // Each row is a filter byte and its pixels, all zero.
  const pixels = deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function ownerClient(): Promise<TestClient> {
  const { owner } = await createMerchantWithStaff(t.handle.db);
  return signIn(t.app, owner.userName);
}

/** Uploads started together, each remembering when it finished. */
function startUploads(client: TestClient, file: Buffer, count: number) {
  const finished = Array.from({ length: count }, () => false);
  const responses = finished.map((_, index) =>
    upload(client, LOGO, [{ data: file }]).then((response) => {
      finished[index] = true;
      return response;
    }),
  );
  return { finished, responses };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('image limits (issue 13 point 9)', () => {
  it('refuses an image over 25 megapixels from its header, without waiting for a place to decode', async () => {
    const client = await ownerClient();
    const huge = hugePng();
    expect(huge.length).toBeLessThan(400_000);
    // At 25 megapixels exactly an image is taken; three of them hold the one place in turn.
    const busy = startUploads(client, await pngOf(5000, 5000), 3);
    await until(() => imageProcessingLoad().running === 1);

    const response = await upload(client, LOGO, [{ data: huge }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { property: 'file', message: 'The image is too large: at most 25 megapixels.' },
    ]);
    // Answered while the images before it still wait: it never joined the queue to be decoded.
    expect(busy.finished.at(-1)).toBe(false);
    for (const done of await Promise.all(busy.responses)) expect(done.statusCode).toBe(200);
  });

  it('processes six uploads one at a time while the API goes on answering', async () => {
    const client = await ownerClient();
    const uploads = startUploads(client, await pngOf(5000, 5000), 6);
    let peak = { running: 0, waiting: 0 };
    const watching = (async () => {
      while (uploads.finished.includes(false)) {
        const load = imageProcessingLoad();
        peak = {
          running: Math.max(peak.running, load.running),
          waiting: Math.max(peak.waiting, load.waiting),
        };
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    await until(() => imageProcessingLoad().running === 1);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // The health check did not wait for the images: the last of them was still to finish.
    expect(uploads.finished.at(-1)).toBe(false);

    for (const response of await Promise.all(uploads.responses)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ width: 1200, height: 1200 });
    }
    await watching;
    expect(peak.running).toBe(1);
    expect(peak.waiting).toBeGreaterThan(0);
    expect(imageProcessingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
