import { baseApi } from './base-api';

export interface UploadedImage {
  url: string;
  path: string;
}

export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadedImage | null, File>({
      query: (file) => {
        const formData = new FormData();
        formData.append('file', file);
        return { path: 'system/upload_image', formData, ignoreError: true };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
