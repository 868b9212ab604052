import type { ServiceIdentifier } from 'inversify';

/** Hands the visitor a file to keep (a download): a member's data export, an operator's CSV. */
export interface FileSaver {
  save(fileName: string, mimeType: string, text: string): void;
}
export const FileSaver = Symbol.for('FileSaver') as ServiceIdentifier<FileSaver>;
