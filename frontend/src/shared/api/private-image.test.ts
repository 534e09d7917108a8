import { describe, expect, it } from 'vitest';
import { privateImageUrl } from './private-image';

describe('privateImageUrl', () => {
  it('adds the session sid as ?sid=, the way the server checks who may see a private upload', () => {
    expect(privateImageUrl('/uploads/2026/01/a.png', 'Ab12')).toBe('/uploads/2026/01/a.png?sid=Ab12');
  });

  it('keeps an existing query and encodes the sid', () => {
    expect(privateImageUrl('/uploads/a.png?v=2', 'a b')).toBe('/uploads/a.png?v=2&sid=a%20b');
  });

  it('leaves a missing image missing', () => {
    expect(privateImageUrl('', 'Ab12')).toBe('');
  });
});
