/**
 * Visitors' text (comments, names, messages) arrives with HTML's five special characters
 * escaped, as the server stores it. Decoding them gives back what the visitor typed; React then
 * shows it as text, never as markup.
 */
export function plainText(stored: string): string {
  return stored.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => ENTITIES[entity] ?? '');
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
