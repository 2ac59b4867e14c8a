// What the studio's editor posts to its agent in each preview page (another origin): the draft's colours and
// texts. Browser code on both sides.

/** The draft as a preview shows it before a build. */
export interface DraftMessage {
  type: 'studio-preview:draft';
  /** Each live text as the built site says it, and as the draft says it. */
  built: Record<string, string>;
  wanted: Record<string, string>;
  /** Brand custom properties ("--color-primary": "#0b5ed7"); absent while a colour of the draft is not one. */
  colours?: Record<string, string> | undefined;
}

const strings = (value: unknown, key = /^[\w.]+$/) =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(value).every(([name, text]) => key.test(name) && typeof text === 'string');

/** Whether a message is a draft, each of its parts of the expected shape. */
export function isDraftMessage(data: unknown): data is DraftMessage {
  const message = data as Partial<DraftMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'studio-preview:draft' &&
    strings(message.built) &&
    strings(message.wanted) &&
    (message.colours === undefined || strings(message.colours, /^--[\w-]+$/))
  );
}
