// --data <file>: members and sessions survive a restart. Loaded at start, saved after each change,
// atomically (temp file + rename) so a crash never leaves half a file.
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Session } from './tokens';
import type { UserRecord } from './users';

const savedSchema = z.object({
  version: z.literal(1),
  merchants: z.record(
    z.string(),
    z.object({
      users: z.array(z.looseObject({ id: z.number().int(), userName: z.string(), passwordHash: z.string() })),
    }),
  ),
  sessions: z.array(
    z.object({ token: z.string(), merchant: z.string(), userId: z.number().int(), expiresAt: z.number() }),
  ),
});

export interface SavedState {
  version: 1;
  merchants: Record<string, { users: UserRecord[] }>;
  sessions: Session[];
}

/** The saved state, or undefined when the file does not exist yet; a corrupt file is an error, not a reset. */
export function readDataFile(file: string): SavedState | undefined {
  if (!existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file}: not valid JSON (${(error as Error).message}); move it away to start from the seeded data`,
    );
  }
  const parsed = savedSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${file}: ${issue?.path.join('.') || '(top level)'}: ${issue?.message}; move it away to start from the seeded data`,
    );
  }
  return parsed.data as unknown as SavedState;
}

/** Saves a snapshot after changes; changes made during a save cause one more save, never overlapping ones. */
export class DataFile {
  private saving: Promise<void> | undefined;
  private dirty = false;

  constructor(
    readonly file: string,
    private readonly snapshot: () => SavedState,
    private readonly onError: (error: Error) => void,
  ) {}

  changed(): void {
    this.dirty = true;
    this.saving ??= this.drain().finally(() => (this.saving = undefined));
  }

  /** Resolves when every change so far is on disk. */
  async flush(): Promise<void> {
    while (this.saving) await this.saving;
  }

  private async drain(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      const temp = `${this.file}.${process.pid}.tmp`;
      try {
        await writeFile(temp, `${JSON.stringify(this.snapshot(), null, 1)}\n`);
        await rename(temp, this.file);
      } catch (error) {
        this.onError(error as Error);
      }
    }
  }
}
