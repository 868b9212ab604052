import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { App } from '../ui/site/app.view';
import { ScreenReadyContext } from '../ui/site/screen-ready';
import { DeferredDialogs } from './deferred-dialogs';
import { DeferredInstallOffer, DeferredOfflineBanner, DeferredUpdateNotice } from './deferred-update-notice';
import type { FeatureModules } from './feature-modules';
import { ServiceProvider } from './service-provider';

interface AppTreeProps {
  readonly container: Container;
  readonly features: FeatureModules;
  /** Called once the page's screen is committed (see screen-ready.tsx); the server has nothing to wait for. */
  readonly onScreenReady?: () => void;
}

const nothing = () => undefined;

/** The whole app as both the server and the browser render it (the browser hydrates the server's HTML of it). */
export function AppTree({ container, features, onScreenReady = nothing }: AppTreeProps) {
  return (
    <StrictMode>
      <ScreenReadyContext.Provider value={onScreenReady}>
        <ServiceProvider container={container} features={features}>
          <App />
          <DeferredDialogs features={features} />
          <DeferredUpdateNotice />
          <DeferredInstallOffer />
          <DeferredOfflineBanner />
        </ServiceProvider>
      </ScreenReadyContext.Provider>
    </StrictMode>
  );
}
