import { SHARE_VIEWS_TARGET } from '../constants';

/** Channels that open a page (or the mail app) with the link: the spec's three, then WhatsApp and Telegram. */
export const WINDOW_CHANNELS = ['mail', 'facebook', 'twitter', 'whatsapp', 'telegram'] as const;
export type WindowChannel = (typeof WINDOW_CHANNELS)[number];
/** Every way to share: a window channel, copying the link, or the device's own share sheet (navigator.share). */
export const SHARE_CHANNELS = [...WINDOW_CHANNELS, 'copy', 'native'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** True for the channels that open a window. */
export function isWindowChannel(channel: ShareChannel): channel is WindowChannel {
  return (WINDOW_CHANNELS as readonly string[]).includes(channel);
}

/** What a shared link carries so the visit can be credited to the sharer. */
export interface ShareAttribution {
  readonly fingerprintId: string;
  readonly shareRecordId?: number | null;
}

/**
 * The link to share: the film's absolute URL with `src_fingerprint` (and `share_record_id` when known)
 * set, replacing any earlier values so a re-shared link credits the new sharer. Throws on a relative URL.
 */
export function sharedLink(absoluteUrl: string, attribution: ShareAttribution): string {
  const url = new URL(absoluteUrl);
  if (attribution.fingerprintId !== '') url.searchParams.set('src_fingerprint', attribution.fingerprintId);
  else url.searchParams.delete('src_fingerprint');
  if (attribution.shareRecordId != null) url.searchParams.set('share_record_id', String(attribution.shareRecordId));
  return url.toString();
}

/** Facebook's sharer dialog for a (short) link. */
export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}

/** Twitter's (X's) tweet intent for a (short) link. */
export function twitterShareUrl(link: string): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}`;
}

/** A mail draft with the subject 'Contact Us' and the link as body; %20, not '+', as mailto (RFC 6068) needs. */
export function mailShareUrl(link: string): string {
  return `mailto:?subject=${encodeURIComponent('Contact Us')}&body=${encodeURIComponent(link)}`;
}

/** The URL a channel opens in a new window for a link. */
export function shareTargetUrl(channel: WindowChannel, link: string): string {
  switch (channel) {
    case 'mail':
      return mailShareUrl(link);
    case 'facebook':
      return facebookShareUrl(link);
    case 'twitter':
      return twitterShareUrl(link);
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(link)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${encodeURIComponent(link)}`;
  }
}

/** The tips dialog's progress: 'views: N' followed by '/3'. */
export interface ShareProgress {
  readonly views: number;
  /** Printed after the count, e.g. '/3'. */
  readonly targetLabel: string;
  readonly reached: boolean;
}

/** Progress of a share toward the views target; negative or fractional counts are clamped to whole views. */
export function shareProgress(count: number, target: number = SHARE_VIEWS_TARGET): ShareProgress {
  const views = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return { views, targetLabel: `/${target}`, reached: views >= target };
}
