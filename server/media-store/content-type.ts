const BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type of a key by its extension; for files a store finds without a recorded type (copied in by hand). */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && BY_EXTENSION[key.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}
