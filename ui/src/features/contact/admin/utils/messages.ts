/** The Messages section's words and links (pure, tested without a browser). */

/** "Re: your message to Riverside Farm"; "…to us" when the site has no name (yet). */
export function replySubject(organizationName: string | undefined): string {
  return `Re: your message to ${organizationName?.trim() || 'us'}`;
}

/**
 * A `mailto:` link that opens the admin's email program with a reply to `email`. The address
 * keeps its @; anything that would end it early (?, &, #, spaces) is escaped.
 */
export function replyHref(email: string, subject: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

/** The section tab's label: "Messages (2)" while some are unread, else "Messages". */
export function messagesLabel(unread: number | undefined): string {
  return unread ? `Messages (${unread})` : 'Messages';
}

/** "3 messages, 1 unread." */
export function messagesSummary(total: number, unread: number): string {
  const messages = `${total} ${total === 1 ? 'message' : 'messages'}`;
  return unread > 0 ? `${messages}, ${unread} unread.` : `${messages}, all read.`;
}
