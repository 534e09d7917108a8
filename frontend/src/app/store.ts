import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { createDefaultServices, type AppServices } from '@/shared/api/services';
import { chatSlice } from './chat-dock-slice';
import { sessionSlice } from './session/session-slice';
import { saveSession } from './session/session-storage';
import { listenForCartAdjustments } from './cart-adjustments-listener';
import { layoutOptionsSlice } from './layout-options-slice';

const rootReducer = combineSlices(sessionSlice, layoutOptionsSlice, chatSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass their own state and services (fetch, notify, clock, storage). */
export function makeStore(preloadedState?: Partial<RootState>, services: Partial<AppServices> = {}) {
  const appServices: AppServices = { ...createDefaultServices(), ...services };

  // The session is written through to local storage whenever it changes.
  const persistence = createListenerMiddleware();
  persistence.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).session !== (previous as RootState).session,
    effect: (_action, listenerApi) => {
      saveSession(appServices.storage, (listenerApi.getState() as RootState).session);
    },
  });
  listenForCartAdjustments(persistence);

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: appServices } })
        .prepend(persistence.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
