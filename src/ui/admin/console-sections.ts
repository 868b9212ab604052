import type { ComponentType } from 'react';

/** A screen of the console: its nav entry and its lazily loaded view (each screen is its own chunk). */
export interface ConsoleSection {
  /** The first path segment after /admin (`traffic` -> /admin/traffic). */
  readonly id: string;
  /** Locale key of its nav label (namespace `admin`). */
  readonly labelKey: string;
  readonly load: () => Promise<{ default: ComponentType<ConsoleScreenProps> }>;
}

/** What a console screen receives: the rest of its path (`catalog/12` -> ['12']). */
export interface ConsoleScreenProps {
  readonly rest: readonly string[];
}

/** The console's screens in nav order; the first is the start screen. Other areas add theirs here. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'applications', labelKey: 'admin:admin.nav.applications', load: () => import('./applications/applications.screen') },
  { id: 'moderation', labelKey: 'admin:admin.nav.moderation', load: () => import('./moderation/moderation.screen') },
  { id: 'subtitle-reports', labelKey: 'admin:admin.nav.lineReports', load: () => import('./line-reports/line-reports.screen') },
  { id: 'traffic', labelKey: 'admin:admin.nav.traffic', load: () => import('./traffic/traffic.screen') },
  { id: 'catalog', labelKey: 'admin:adminCatalog.nav', load: () => import('./catalog/catalog.screen') },
  { id: 'audit', labelKey: 'admin:admin.nav.audit', load: () => import('./audit/audit-log.screen') },
];
