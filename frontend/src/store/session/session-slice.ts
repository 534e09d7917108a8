import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/shared/i18n/languages';
import { loggedOut } from '@/shared/api/session-ended';
import { generateGuestSid } from '@/shared/api/guest-sid';
import type { AuthResult, SessionRootState, SessionState, UserInfo } from './session-types';

export function createGuestSession(language: LanguageCode = DEFAULT_LANGUAGE): SessionState {
  return { uid: '', sid: generateGuestSid(), guest: true, user: null, rememberMe: false, language };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: createGuestSession,
  reducers: {
    /** Log-in and sign-up: the server's new sid replaces the guest's. */
    loggedIn(state, action: PayloadAction<AuthResult>) {
      state.sid = action.payload.sid;
      state.uid = String(action.payload.uid);
      state.guest = false;
      state.user = action.payload.user_info;
    },
    userInfoReceived(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
      state.uid = String(action.payload.uid);
    },
    sidReplaced(state, action: PayloadAction<string>) {
      state.sid = action.payload;
    },
    rememberMeSet(state, action: PayloadAction<boolean>) {
      state.rememberMe = action.payload;
    },
    languageSet(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
    },
  },
  extraReducers: (builder) => {
    /** Clears the user (and with it the seller link) and starts a new guest session. */
    builder.addCase(loggedOut, (state, action) => {
      state.sid = action.payload.sid;
      state.uid = '';
      state.guest = true;
      state.user = null;
    });
  },
});

export { loggedOut };

export const { loggedIn, userInfoReceived, sidReplaced, rememberMeSet, languageSet } =
  sessionSlice.actions;

export const selectSession = (state: SessionRootState): SessionState => state.session;
export const selectUser = (state: SessionRootState): UserInfo | null => state.session.user;
export const selectIsLoggedIn = (state: SessionRootState): boolean => state.session.user !== null;
export const selectLanguage = (state: SessionRootState): LanguageCode => state.session.language;
