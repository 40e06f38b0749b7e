/** A pattern that matches `text` literally, wherever it appears (messages have dots and parentheses). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
