// SPEC 9 "A code map used by the member and chat layer": the languages a chat provider is told.
import type { LanguageCode } from '../../config/languages';

export const CHAT_LANGUAGES = ['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

// Variants of a mapped language keep its chat code; everything else falls back to English.
const VARIANTS: Partial<Record<LanguageCode, ChatLanguage>> = { 'PT-BR': 'PT' };

/** The chat code of an app language: itself when the map has it, its base for a variant, else EN. */
export function chatLanguage(language: string | undefined): ChatLanguage {
  const code = (language ?? '').toUpperCase();
  if ((CHAT_LANGUAGES as readonly string[]).includes(code)) return code as ChatLanguage;
  return VARIANTS[code as LanguageCode] ?? 'EN';
}
