/** The avatar's letter: the name's first character (a whole code point, never half an emoji), upper-cased. */
export function avatarInitial(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? first.toLocaleUpperCase() : '?';
}
