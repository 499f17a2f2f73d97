import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';
import { useSettings } from '../stores/app-store';
import './safe-html.css';

const NO_HOSTS: readonly string[] = [];

/**
 * Server HTML (announcements, activity rules) rendered after DOMPurify (lib/sanitize-html.ts), as readable rich
 * text (safe-html.css); its images may come from this site and the merchant's image CDNs. Only lazy chunks use
 * it, so DOMPurify stays out of the first load.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const imageHosts = useSettings()?.imageCDNs ?? NO_HOSTS;
  const clean = useMemo(() => sanitizeHtml(html, { imageHosts }), [html, imageHosts]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // The server's text reads in its own direction (English rules on an Urdu page, and the reverse).
      dir="auto"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
