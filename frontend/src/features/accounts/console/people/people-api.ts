import type { components } from '@/api/schema';
import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import { DEFAULT_PAGE_SIZE } from '@/shared/components/pagination';

/** A row of console/user/list. */
export type Person = components['schemas']['PersonView'];
/** console/user/detail: roles, shop, wallet, recent log-ins, standing and grants waiting. */
export type PersonDetail = components['schemas']['PersonDetailView'];
export type PendingGrant = components['schemas']['PendingGrantView'];
/** Where a grant stands: 1 of 2 after a first operator's approval of a two-person role. */
export type RoleChange = components['schemas']['RoleChangeView'];

export interface PeopleQuery {
  keywords?: string;
  role?: string;
  page: number;
}

export interface RoleChangeRequest {
  uid: number;
  role: string;
  grant: boolean;
  /** Why, for the record (optional). */
  reason: string;
}

const step = (path: string, body: Record<string, unknown>) => ({ path, body, ignoreError: true });

/**
 * The operators' console of people (console/user/*). Every change refreshes the lists and the
 * user's page whatever the answer: a 108 means another operator moved first, and the page should
 * show where the user stands now.
 */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPeople: build.query<Paged<Person>, PeopleQuery>({
      query: ({ keywords, role, page }) =>
        step('console/user/list', {
          ...(keywords ? { keywords } : {}),
          ...(role ? { role } : {}),
          page,
          page_size: DEFAULT_PAGE_SIZE,
        }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<Person>(data, request.page, DEFAULT_PAGE_SIZE),
      providesTags: ['Person'],
    }),
    getPerson: build.query<PersonDetail, number>({
      query: (uid) => step('console/user/detail', { uid }),
      providesTags: ['Person'],
    }),
    disableUser: build.mutation<unknown, { uid: number; reason: string }>({
      query: (body) => step('console/user/disable', { ...body }),
      invalidatesTags: ['Person'],
    }),
    enableUser: build.mutation<unknown, { uid: number; reason: string }>({
      query: (body) => step('console/user/enable', { ...body }),
      invalidatesTags: ['Person'],
    }),
    changeRole: build.mutation<RoleChange, RoleChangeRequest>({
      query: (body) => step('console/user/role', { ...body }),
      invalidatesTags: ['Person'],
    }),
  }),
});

export const { useGetPeopleQuery, useGetPersonQuery, useDisableUserMutation, useEnableUserMutation, useChangeRoleMutation } =
  peopleApi;
