import { injectable } from 'inversify';
import type { FileSaver } from '../../application/shared/file-saver.port';

/** Saves text as a download through a Blob URL and a temporary link. */
@injectable()
export class BlobFileSaver implements FileSaver {
  save(fileName: string, mimeType: string, text: string): void {
    const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
