import { ContainerModule } from 'inversify';
import { BlogStore } from '../../application/content/blog.store';
import { ContentGateway } from '../../application/content/content-gateway.port';
import { GuidesStore } from '../../application/content/guides.store';
import { LegalTextsStore } from '../../application/content/legal-texts.store';
import { ApiContentGateway } from '../../infrastructure/api/content-gateway.adapter';

/** The blog, guide and legal pages: loaded with them, not with every film page. */
export const contentModule = new ContainerModule((options) => {
  options.bind(ContentGateway).to(ApiContentGateway).inSingletonScope();
  options.bind(BlogStore).toSelf().inSingletonScope();
  options.bind(GuidesStore).toSelf().inSingletonScope();
  options.bind(LegalTextsStore).toSelf().inSingletonScope();
});
