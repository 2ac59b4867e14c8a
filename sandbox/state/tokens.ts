// Session tokens: 256 random bits, Base64url, expiring. Opaque to the client (PROTOCOL.md "Sessions").
import { randomBytes } from 'node:crypto';

const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface Session {
  token: string;
  merchant: string;
  userId: number;
  expiresAt: number;
}

export type TokenCheck = { ok: true; session: Session } | { ok: false; reason: 'unknown' | 'expired' | 'merchant' };

export class TokenStore {
  private readonly sessions = new Map<string, Session>();

  issue(merchant: string, userId: number, now: number): Session {
    const session = { token: randomBytes(32).toString('base64url'), merchant, userId, expiresAt: now + TOKEN_TTL_MS };
    this.sessions.set(session.token, session);
    return session;
  }

  check(token: string, merchant: string, now: number): TokenCheck {
    const session = this.sessions.get(token);
    if (!session) return { ok: false, reason: 'unknown' };
    if (session.expiresAt <= now) {
      this.sessions.delete(token);
      return { ok: false, reason: 'expired' };
    }
    if (session.merchant !== merchant) return { ok: false, reason: 'merchant' };
    return { ok: true, session };
  }

  revoke(token: string): boolean {
    return this.sessions.delete(token);
  }

  /** Drops every session of a merchant (reset), or of one user. */
  revokeWhere(merchant: string, userId?: number): void {
    for (const [token, session] of this.sessions) {
      if (session.merchant === merchant && (userId === undefined || session.userId === userId))
        this.sessions.delete(token);
    }
  }

  /** Live sessions, for saving; expired ones are dropped. */
  list(now: number): Session[] {
    return [...this.sessions.values()].filter((session) => session.expiresAt > now);
  }

  load(sessions: Session[]): void {
    for (const session of sessions) this.sessions.set(session.token, session);
  }
}
