import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { createDefaultServices, type AppServices } from '@/shared/api/services';
import { rootReducer, type AppDispatch, type RootState, type ScreenStore } from '@/store/root-state';
import { saveSession } from '@/store/session/session-storage';
import { listenForCartAdjustments } from './cart-adjustments-listener';

export type { AppDispatch, RootState };

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

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: appServices } })
        .prepend(persistence.middleware)
        .concat(baseApi.middleware),
  });
  // Features type their dispatch and first calls from @/store/root-state; this store must fit it.
  return store satisfies ScreenStore;
}

export type AppStore = ReturnType<typeof makeStore>;
