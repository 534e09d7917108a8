import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, renderWithProviders } from '@/test/render-with-providers';
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
    expect(new URL(calls[0]?.url ?? '', 'http://x').searchParams.get('purpose')).toBe('image');
  });

  it('uploads a document as private and previews it with the session\'s sid', async () => {
    const { fetchFn, calls } = createFakeFetch(() => ok({ url: '/uploads/id.png', path: 'id.png' }));
    renderWithProviders(
      <ImageUpload label="ID card" imageUrl="/uploads/id.png" preview="document" purpose="document" onUploaded={vi.fn()} />,
      { services: { fetchFn }, preloadedState: loggedInState() },
    );
    expect(screen.getByRole('img', { name: 'ID card' })).toHaveAttribute('src', `/uploads/id.png?sid=${'S'.repeat(32)}`);
    await userEvent.upload(screen.getByLabelText('ID card'), png());
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    const query = new URL(calls[0]?.url ?? '', 'http://x').searchParams;
    expect([query.get('purpose'), query.get('sid')]).toEqual(['document', 'S'.repeat(32)]);
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
