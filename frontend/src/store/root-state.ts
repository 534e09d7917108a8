import { combineSlices, type Action, type ThunkDispatch, type UnknownAction, type UnsubscribeListener } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import type { AppServices } from '@/shared/api/services';
import { chatSlice } from './chat-dock-slice';
import { layoutOptionsSlice } from './layout-options-slice';
import { sessionSlice } from './session/session-slice';

/**
 * The store's shape: the client state every feature may read (session, layout options, chat
 * dock) and the one API slice the features extend. It holds no feature's module, so features
 * can type their hooks and first calls from it; app/store.ts builds the store over it.
 */
export const rootReducer = combineSlices(sessionSlice, layoutOptionsSlice, chatSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store's dispatch: plain actions, thunks (which get the app's services) and the listener
 * middleware's `addListener`, which answers its unsubscribe function.
 */
export type AppDispatch = ((action: Action<'listenerMiddleware/add'>) => UnsubscribeListener) &
  ThunkDispatch<RootState, AppServices, UnknownAction>;

/** What a screen's first calls need of the store (`screenStart`, app/route-table.ts). */
export interface ScreenStore {
  dispatch: AppDispatch;
  getState: () => RootState;
}
