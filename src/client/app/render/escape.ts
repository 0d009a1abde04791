// Escaping for the places text from a service or a page ends up in: markdown that GitHub renders
// as HTML (the job summary, the pull-request comment) and link targets in it.
import { escapeText } from 'entities';
import { neutralise } from '../safe-text.js';

/**
 * Text for markdown that GitHub renders: one line, HTML escaped, markdown syntax made literal, and
 * @mentions and issue references defused (a zero-width space after @ and #), so that a report
 * cannot notify people or cross-link issues.
 */
export function escapeMarkdown(text: string): string {
  return (
    escapeText(neutralise(text))
      .replaceAll('"', '&quot;')
      .replace(/[\\|[\]`]/g, (char) => `\\${char}`)
      // @name after a space or at the start (not an e-mail address), and #123 anywhere (owner/repo#1).
      .replace(/(^|[^\p{L}\p{N}_.])@(?=[\p{L}\p{N}_])/gu, '$1@\u200B')
      .replace(/#(?=\d)/g, '#\u200B')
  );
}

/** A URL as the target of a markdown link. */
export function escapeLinkTarget(url: string): string {
  return neutralise(url)
    .replaceAll('(', '%28')
    .replaceAll(')', '%29')
    .replaceAll(' ', '%20')
    .replaceAll('<', '%3C')
    .replaceAll('>', '%3E');
}
