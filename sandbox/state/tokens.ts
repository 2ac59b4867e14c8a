// Session tokens: 256 random bits, Base64url, expiring. Opaque to the client (PROTOCOL.md "Sessions").
import { randomBytes } from 'node:crypto';

const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface Session {
  token: string;
  merchant: string;
  userId: number;
  expiresAt: number;
  /** The login's loginDeviceId (SPEC 4's 36-character id): an explicit logout ends every session of it. */
  deviceId?: string;
}

export type TokenCheck = { ok: true; session: Session } | { ok: false; reason: 'unknown' | 'expired' | 'merchant' };

export class TokenStore {
  private readonly sessions = new Map<string, Session>();

  issue(merchant: string, userId: number, now: number, deviceId?: string): Session {
    const token = randomBytes(32).toString('base64url');
    const session: Session = { token, merchant, userId, expiresAt: now + TOKEN_TTL_MS, ...(deviceId && { deviceId }) };
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

  /** Ends this session and every other of its member on its device (the other tabs and app windows); how many ended. */
  revokeDevice(session: Session): number {
    let ended = 0;
    for (const [token, other] of this.sessions) {
      const sameDevice =
        other.merchant === session.merchant &&
        other.userId === session.userId &&
        session.deviceId !== undefined &&
        other.deviceId === session.deviceId;
      if (token === session.token || sameDevice) ended += Number(this.sessions.delete(token));
    }
    return ended;
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
