import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export interface Greeting {
  greeting: string;
}

/** The bare app's one RTK Query slice; greeting.json ships in public/ so any static server answers it. */
export const greetingApi = createApi({
  reducerPath: 'greetingApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    getGreeting: build.query<Greeting, void>({ query: () => 'greeting.json' }),
  }),
});
