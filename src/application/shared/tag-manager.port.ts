import type { ServiceIdentifier } from 'inversify';
import type { ConsentGrants } from '../../domain/consent/consent-choice';

/** The site operator's tag manager (Google Tag Manager): loaded only after consent, and told what was granted. */
export interface TagManager {
  /** Loads the container once; later calls only pass the grants on. */
  load(containerId: string, grants: ConsentGrants): void;
  /** Tells an already loaded container the visitor's new choice (Consent Mode update). */
  update(grants: ConsentGrants): void;
}
export const TagManager = Symbol.for('TagManager') as ServiceIdentifier<TagManager>;
