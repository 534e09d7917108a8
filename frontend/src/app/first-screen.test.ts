import { afterEach, describe, expect, it } from 'vitest';
import { firstPicturesDecoded } from './first-screen';

// jsdom decodes no images: each test gives HTMLImageElement the decode() browsers have.
function stubDecode(decode: (this: HTMLImageElement) => Promise<void>): void {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true, writable: true });
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => {
    link.remove();
  });
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

function hint(rel: string, as: string, href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.setAttribute('as', as);
  link.href = href;
  document.head.append(link);
}

describe('the first screen', () => {
  it('decodes every picture the page preloads, and only those', async () => {
    hint('preload', 'image', '/media/banners/1.jpg');
    hint('preload', 'image', '/media/shops/2/logo.jpg');
    hint('modulepreload', 'script', '/assets/page.js');
    hint('stylesheet', 'style', '/assets/page.css');
    const decoded: string[] = [];
    stubDecode(function (this: HTMLImageElement) {
      decoded.push(new URL(this.src).pathname);
      return Promise.resolve();
    });

    await firstPicturesDecoded(document);

    expect(decoded).toEqual(['/media/banners/1.jpg', '/media/shops/2/logo.jpg']);
  });

  it('goes on when a picture cannot be decoded', async () => {
    hint('preload', 'image', '/media/missing.jpg');
    stubDecode(() => Promise.reject(new DOMException('broken', 'EncodingError')));

    await expect(firstPicturesDecoded(document)).resolves.toBeUndefined();
  });
});
