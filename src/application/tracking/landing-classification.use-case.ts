import { inject, injectable } from 'inversify';
import { classifyTrafficSource } from '../../domain/traffic/traffic-source.classifier';
import { VisitorStore } from './visitor.store';

/**
 * Classifies the landing's traffic source (the rules of spec section 3). Only the visit tracking uses it, so it
 * runs with the background work (background.module.ts) after the page is hydrated, and its rules (a few KB) stay
 * out of the page's first download; the store noted the landing itself at boot.
 */
@injectable()
export class LandingClassificationUseCase {
  constructor(@inject(VisitorStore) private readonly visitor: Pick<VisitorStore, 'unclassifiedLanding' | 'classifyLanding'>) {}

  run(): void {
    const landing = this.visitor.unclassifiedLanding;
    if (landing) this.visitor.classifyLanding(classifyTrafficSource(landing));
  }
}
