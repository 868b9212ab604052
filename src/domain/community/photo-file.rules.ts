/**
 * What the server takes as a photo (comment photos, posters): at most 10 MB (the contract's UPLOAD_MAX_BYTES; a
 * contract test keeps the two equal) of JPEG, PNG, WebP or GIF. Checked in the browser first, so a 15 MB photo is
 * refused at once instead of after its upload.
 */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Why the server would refuse a file, as its message key (`upload.too_large`); null when it may be sent. */
export type PhotoFileProblem = 'upload.too_large' | 'upload.unsupported_type';

/**
 * The server's own refusal of a chosen file, or null. A file the browser names no type for is let through: the
 * server reads the bytes themselves, and the browser's guess is not a reason to turn a photo away.
 */
export function photoFileProblem(file: { readonly size: number; readonly type: string }): PhotoFileProblem | null {
  if (file.type !== '' && !PHOTO_TYPES.includes(file.type.toLowerCase())) return 'upload.unsupported_type';
  return file.size > PHOTO_MAX_BYTES ? 'upload.too_large' : null;
}
