import { expect, test } from './fixtures.ts';

test('the app registers its service worker and offers a web manifest with icons', async ({ page }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Brigade', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain(icon.type.split('+')[0]);
  }
});

test('hashed assets are served pre-compressed with a long cache lifetime', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const res = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(res.headers()['cache-control']).toContain('max-age=31536000');
});
