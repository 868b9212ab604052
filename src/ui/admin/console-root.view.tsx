import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ConsoleStore } from '../../application/admin/console.store';
import { SessionStore } from '../../application/account/session.store';
import { SettingsStore } from '../../application/site/settings.store';
import { consoleSectionOf } from '../../domain/admin/console-path';
import type { ConsoleRootProps } from '../site/console-slot';
import { RouteFallback } from '../site/route-fallback.view';
import { useService } from '../shared/use-service.hook';
import { ConsoleLayout } from './console-layout.view';

/**
 * The console for operators; everyone else (signed out, or the server says no) gets the site's 404 screen. The
 * page is never indexed: the server sent it as a 404 with noindex, and an in-app visit sets noindex too.
 */
const ConsoleRoot = observer(function ConsoleRoot({ notFound }: ConsoleRootProps) {
  const console = useService(ConsoleStore);
  const session = useService(SessionStore);
  const settings = useService(SettingsStore);
  const [location] = useLocation();
  const token = session.token;
  useEffect(() => {
    void console.open();
  }, [console, token]);
  useEffect(() => keepOutOfIndexes(), []);
  // An operator's console speaks their language; a visitor's 404 stays as the server drew it.
  const operator = console.operator;
  useEffect(() => {
    if (operator) void settings.speakPreferredLanguage();
  }, [settings, operator]);
  if (console.access === 'denied') return notFound;
  if (console.access === 'checking' || !console.operator) return <RouteFallback />;
  return <ConsoleLayout operator={console.operator} section={consoleSectionOf(location) ?? ''} />;
});
export default ConsoleRoot;

function keepOutOfIndexes(): void {
  let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.append(robots);
  }
  robots.content = 'noindex,nofollow';
}
