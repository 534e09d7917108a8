import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import { sampleUser } from '@/test/render-with-providers';
import { GUEST_SID_LENGTH, generateGuestSid } from '@/shared/api/guest-sid';
import { STORAGE_KEYS, loadSession, saveSession } from './session-storage';

describe('guest sid', () => {
  it('is 32 alphanumeric characters and differs each time', () => {
    const sid = generateGuestSid();
    expect(sid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(sid).toHaveLength(GUEST_SID_LENGTH);
    expect(generateGuestSid()).not.toBe(sid);
  });
});

describe('session storage', () => {
  it('makes a first-time visitor a guest with an empty uid and English', () => {
    const session = loadSession(new MemoryStorage());
    expect(session).toMatchObject({ uid: '', guest: true, user: null, language: 'en', rememberMe: false });
    expect(session.sid).toHaveLength(32);
  });

  it('restores a saved user, sid, remember-me and language', () => {
    const storage = new MemoryStorage();
    saveSession(storage, { uid: '7', sid: 'server-sid', guest: false, user: sampleUser, rememberMe: true, language: 'ar' });
    expect(loadSession(storage)).toEqual({
      uid: '7',
      sid: 'server-sid',
      guest: false,
      user: sampleUser,
      rememberMe: true,
      language: 'ar',
    });
  });

  it('drops a stored user record once the session is a guest again', () => {
    const storage = new MemoryStorage();
    saveSession(storage, { uid: '', sid: 'g'.repeat(32), guest: true, user: null, rememberMe: false, language: 'en' });
    expect(storage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('ignores a corrupt session entry', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.session, '{not json');
    storage.setItem(STORAGE_KEYS.language, 'xx');
    const session = loadSession(storage);
    expect(session.guest).toBe(true);
    expect(session.language).toBe('en');
  });
});
