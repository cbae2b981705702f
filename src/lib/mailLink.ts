/**
 * A mail link with a subject inside a server message (spec 2 §7): an `<a href="mailto:...">` or a
 * bare `mailto:` address whose query names a subject. The shared popup turns it into a
 * "Send email" button; a mail link without a subject, or anything but `mailto:`, is left as text.
 */
export interface MailLink {
  /** The mailto: address with its query, as the message gave it (HTML entities undone). */
  href: string;
  subject: string;
}

const MAILTO = /mailto:[^\s"'<>]+/i;
const ADDRESS = /^mailto:[^@?\s/]+@[^@?\s/]+\.[^@?\s/]+\?/i;

export function mailLinkWithSubject(message: string): MailLink | null {
  const found = MAILTO.exec(message);
  if (!found) return null;
  // A bare link may end a sentence: its closing punctuation is not part of it.
  const href = found[0].replace(/&amp;/gi, '&').replace(/[.,;:!)]+$/, '');
  if (!ADDRESS.test(href)) return null;
  const query = href.slice(href.indexOf('?') + 1);
  let subject: string | null;
  try {
    subject = new URLSearchParams(query).get('subject');
  } catch {
    return null;
  }
  if (!subject || !subject.trim()) return null;
  return { href, subject: subject.trim() };
}

/** The message without its HTML tags (a mail link's text stays): what the popup shows. */
export function messageText(message: string): string {
  return message
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
