// Unicode bidi isolation for values placed inside translated sentences: a phone number, e-mail address or
// code keeps its own left-to-right order in an Urdu sentence, and cannot reorder the words around it.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** The text wrapped in FSI ... PDI (invisible): its direction comes from its own first strong character. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
