import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from '@/shared/api/base-api';
import { createDefaultServices, type AppServices } from '@/shared/api/services';
import { chatSlice } from '@/shared/chat/chat-slice';
import { sessionSlice } from '@/shared/session/session-slice';
import { saveSession } from '@/shared/session/session-storage';
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

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
