import { createAction } from '@reduxjs/toolkit';
import { generateGuestSid } from './guest-sid';

/**
 * What the transport reads from the client's session on every call. The app's session slice
 * holds it (under `session`); the transport knows only these fields.
 */
export interface TransportSession {
  sid: string;
  language: string;
  guest: boolean;
}

export interface TransportRootState {
  session: TransportSession;
}

/**
 * The session ended: logged out by the user, or no longer known to the server (the transport
 * dispatches it on 'not logged in'). A new guest sid comes with it. The app's session slice
 * and the chat dock react to it; it is declared here so the transport needs none of them.
 */
export const loggedOut = createAction('session/loggedOut', () => ({ payload: { sid: generateGuestSid() } }));
