import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showNotice } from './notice-host';
import { notifyAcrossReload, showCarriedNotice } from './notify';

vi.mock('./notice-host', () => ({ showNotice: vi.fn() }));

describe('a notice carried across a reload', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.mocked(showNotice).mockClear();
  });

  it('shows before the reload and once on the page after it', () => {
    notifyAcrossReload('success', 'The account was quit');
    expect(showNotice).toHaveBeenCalledTimes(1);

    showCarriedNotice();
    showCarriedNotice();

    expect(showNotice).toHaveBeenCalledTimes(2);
    expect(vi.mocked(showNotice).mock.calls[1]?.[0]).toMatchObject({
      message: 'The account was quit',
      color: 'green',
    });
  });

  it('shows nothing when no page left one', () => {
    showCarriedNotice();
    expect(showNotice).not.toHaveBeenCalled();
  });

  it('drops what it cannot read instead of failing the start-up', () => {
    window.sessionStorage.setItem('bazaar.carriedNotice', '{not json');
    showCarriedNotice();
    window.sessionStorage.setItem('bazaar.carriedNotice', JSON.stringify({ kind: 'shout', message: 'x' }));
    showCarriedNotice();

    expect(showNotice).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('bazaar.carriedNotice')).toBeNull();
  });
});
