import { inject, injectable } from 'inversify';
import { shareVisit } from '../../../contract/sharing/share-visit.calls';
import { createVisitor } from '../../../contract/account/session.calls';
import { ApiClient } from '../../application/shared/api-client.port';
import type { VisitorGateway } from '../../application/shared/visitor-gateway.port';

/** VisitorGateway over the API client. */
@injectable()
export class ApiVisitorGateway implements VisitorGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async createVisitor(fingerprintHash: string): Promise<string> {
    // Background work the visitor did not ask for: a failure is logged, never toasted.
    const visitor = await this.api.call(createVisitor, { body: { x_u_key: fingerprintHash } }, { silent: true });
    return visitor.uuid;
  }

  async confirmShareVisit(filmId: number, shareRecordId: number | null, sharerId: string): Promise<boolean> {
    const body = shareRecordId === null ? { film_id: filmId } : { film_id: filmId, share_record_id: shareRecordId };
    // Background work as well: the friend is never bothered with how the sharer's count went.
    return (await this.api.call(shareVisit, { body }, { silent: true, srcFingerprintId: sharerId })).counted;
  }
}
