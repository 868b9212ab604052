import type { CallDefinition } from '../call';
import * as applications from './applications.calls';
import * as catalog from './catalog.calls';
import * as console from './console.calls';
import * as moderation from './moderation.calls';
import * as subtitles from './subtitle-tracks.calls';
import * as lineReports from './subtitle-reports.calls';
import * as traffic from './traffic.calls';

/** Every operator call by id (`/api/admin/...`): kept apart from the visitors' calls, which the SPA's first chunk knows. */
export const adminCalls = {
  adminMe: console.adminMe,
  adminAuditLog: console.adminAuditLog,
  adminApplications: applications.adminApplications,
  adminDecideApplication: applications.adminDecideApplication,
  adminModerationQueue: moderation.adminModerationQueue,
  adminDecideComment: moderation.adminDecideComment,
  adminHideMemberComments: moderation.adminHideMemberComments,
  adminTraffic: traffic.adminTraffic,
  adminCatalogList: catalog.adminCatalogList,
  adminCatalogChoices: catalog.adminCatalogChoices,
  adminCatalogDrama: catalog.adminCatalogDrama,
  adminCatalogCreate: catalog.adminCatalogCreate,
  adminCatalogUpdate: catalog.adminCatalogUpdate,
  adminCatalogPublish: catalog.adminCatalogPublish,
  adminCatalogPoster: catalog.adminCatalogPoster,
  adminCatalogAddEpisode: catalog.adminCatalogAddEpisode,
  adminCatalogReorder: catalog.adminCatalogReorder,
  adminCatalogEpisodeFree: catalog.adminCatalogEpisodeFree,
  adminSubtitleTracks: subtitles.adminSubtitleTracks,
  adminSubtitleUpload: subtitles.adminSubtitleUpload,
  adminSubtitleRollback: subtitles.adminSubtitleRollback,
  adminLineReports: lineReports.adminLineReports,
  adminDecideLineReport: lineReports.adminDecideLineReport,
} as const;

export type AdminCallId = keyof typeof adminCalls;

/** Every operator call as a list, for the OpenAPI document and the guard's tests. */
export const allAdminCalls: readonly CallDefinition[] = Object.values(adminCalls);
