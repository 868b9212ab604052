import type { Container } from 'inversify';
import { StrictMode, type ReactNode } from 'react';
import { App } from '../ui/app/app.view';
import { DeferredDialogs } from './deferred-dialogs';
import type { FeatureModules } from './feature-modules';
import { ServiceProvider } from './service-provider';

/** The whole app as both the server and the browser render it (the browser hydrates the server's HTML of it). */
export function AppTree({ container, features, children }: { container: Container; features: FeatureModules; children?: ReactNode }) {
  return (
    <StrictMode>
      <ServiceProvider container={container} features={features}>
        <App />
        <DeferredDialogs features={features} />
        {children}
      </ServiceProvider>
    </StrictMode>
  );
}
