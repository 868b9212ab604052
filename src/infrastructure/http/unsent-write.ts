/**
 * What a fetch rejects with for a write it will not send (the server render's in-process fetch): the API client
 * answers it at once as an 'unsent' failure, which is neither logged nor toasted, instead of waiting for a timeout.
 */
export class UnsentWrite extends Error {
  override readonly name = 'UnsentWrite';

  constructor(method: string, path: string) {
    super(`${method} ${path} is not sent during a server render`);
  }
}
