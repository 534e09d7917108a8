import { baseApi } from './base-api';
import type { components } from '@/api/schema';

export type UploadedImage = components['schemas']['UploadedImage'];

/**
 * `image` (public: avatars, product, shop and chat pictures) or `document` (an ID picture or a
 * recharge proof: private, shown only to the uploader and to reviewers).
 */
export type UploadPurpose = 'image' | 'document';

export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadedImage | null, { file: File; purpose?: UploadPurpose }>({
      query: ({ file, purpose = 'image' }) => {
        const formData = new FormData();
        formData.append('file', file);
        return { path: 'system/upload_image', formData, query: { purpose }, ignoreError: true };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
