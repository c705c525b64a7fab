import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// spec 2 §2.2 the store video modal: ECOMMERCE_VIDEO_URL reaches the web in the login context, and the
// pages' policy lets it play from its origin.
describe('the store video (ECOMMERCE_VIDEO_URL)', () => {
  it('is in the login context and in media-src when configured', async () => {
    const t = await createTestApp({ ECOMMERCE_VIDEO_URL: 'https://videos.example.com/selling.mp4' });
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const context = await client.get('/api/login_context');
    expect(context.json().config.ecommerce_video_url).toBe('https://videos.example.com/selling.mp4');
    expect(context.headers['content-security-policy']).toContain(
      "media-src 'self' https://videos.example.com",
    );
  });

  it('is null without one, and no media-src is added', async () => {
    const t = await createTestApp();
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const context = await client.get('/api/login_context');
    expect(context.json().config.ecommerce_video_url).toBeNull();
    expect(context.headers['content-security-policy']).not.toContain('media-src');
  });
});
