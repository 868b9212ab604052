import 'reflect-metadata';
import { configure } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Logger } from '../application/ports/logger.port';
import { SessionStore } from '../application/session/session.store';
import { SettingsStore } from '../application/settings/settings.store';
import { VisitorStore } from '../application/visits/visitor.store';
import { App } from '../ui/app/app.view';
import { startAfterFirstPaint } from './background-work';
import { createContainer } from './container';
import { ServiceProvider } from './service-provider';

configure({ enforceActions: 'always' });

async function boot(): Promise<void> {
  const container = createContainer();
  const logger = container.get(Logger);
  window.addEventListener('unhandledrejection', (event) => logger.error('Unhandled rejection', event.reason));
  // Classify the landing before anything can navigate away from it.
  container.get(VisitorStore).land();
  const settings = container.get(SettingsStore);
  // The language decides the first render's texts and may redirect, so it settles before rendering.
  await settings.start();
  void settings.loadConfig();
  void container.get(SessionStore).refreshUser();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <ServiceProvider container={container}>
        <App />
      </ServiceProvider>
    </StrictMode>,
  );
  startAfterFirstPaint(container);
}

// Nothing can render without the container; say so where a developer looks instead of failing silently.
boot().catch((error: unknown) => console.error('The app failed to start', error));
