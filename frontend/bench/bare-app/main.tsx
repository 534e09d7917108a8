/**
 * The smallest real app on the storefront's shell libraries: React, Redux Toolkit with one RTK
 * Query slice, React Router with two routes and i18next. Its initial JavaScript is the floor
 * the storefront's is measured against (tests/benchmarks/frontend.py).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { greetingApi } from './greeting-api';
import { About, Home, Layout } from './screens';

const store = configureStore({
  reducer: { [greetingApi.reducerPath]: greetingApi.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(greetingApi.middleware),
});

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/about', element: <About /> },
    ],
  },
]);

async function start(): Promise<void> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          nav: { label: 'Main', home: 'Home', about: 'About' },
          home: { title: 'Bare app', loading: 'Loading…' },
          about: { title: 'About the bare app' },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root element is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();
