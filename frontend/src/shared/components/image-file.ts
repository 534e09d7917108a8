export const MAX_UPLOAD_BYTES = 10_485_760;
const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];

export type ImageFileProblem = 'type' | 'size';

/** The client-side half of the server's check: jpg, jpeg or png, at most `maxBytes`. */
export function checkImageFile(file: File, maxBytes: number = MAX_UPLOAD_BYTES): ImageFileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ACCEPTED_EXTENSIONS.includes(extension) || !ACCEPTED_TYPES.includes(file.type)) return 'type';
  return file.size > maxBytes ? 'size' : null;
}
