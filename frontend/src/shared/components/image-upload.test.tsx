import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { MAX_UPLOAD_BYTES, checkImageFile } from './image-file';
import { ImageUpload } from './image-upload';

const png = (bytes = 10): File => new File([new Uint8Array(bytes)], 'avatar.png', { type: 'image/png' });

describe('checkImageFile', () => {
  it('accepts jpg, jpeg and png up to 10485760 bytes', () => {
    expect(checkImageFile(png())).toBeNull();
    expect(checkImageFile(new File(['x'], 'a.JPEG', { type: 'image/jpeg' }))).toBeNull();
    expect(checkImageFile(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('type');
    expect(checkImageFile(png(MAX_UPLOAD_BYTES + 1))).toBe('size');
  });
});

describe('image upload widget', () => {
  it('uploads the file as multipart field `file` and reports the stored path', async () => {
    const { fetchFn, calls } = createFakeFetch(() => ok({ url: '/uploads/a.png', path: 'a.png' }));
    const onUploaded = vi.fn();
    renderWithProviders(<ImageUpload label="Avatar image" onUploaded={onUploaded} />, { services: { fetchFn } });
    await userEvent.upload(screen.getByLabelText('Avatar image'), png());
    await waitFor(() => {
      expect(onUploaded).toHaveBeenCalledWith({ url: '/uploads/a.png', path: 'a.png' });
    });
    const body = calls[0]?.body;
    expect(body instanceof FormData && body.get('file')).toBeInstanceOf(File);
  });

  it('refuses another type with the type tip', async () => {
    const { fetchFn, calls } = createFakeFetch();
    renderWithProviders(<ImageUpload label="Avatar image" onUploaded={vi.fn()} />, { services: { fetchFn } });
    await userEvent.upload(screen.getByLabelText('Avatar image'), new File(['x'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('This type does not support')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the upload failed when the answer has no data', async () => {
    const { fetchFn } = createFakeFetch(() => ok(null));
    renderWithProviders(<ImageUpload label="Avatar image" onUploaded={vi.fn()} />, { services: { fetchFn } });
    await userEvent.upload(screen.getByLabelText('Avatar image'), png());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  });
});
