// Injected faults (control API): the next N calls of a path fail with a status, wait, lose the connection,
// or answer a forged success value (hostile server data, for the app's security tests).

export interface Fault {
  /** A /wps path, exact, or a prefix ending with "*" ("/wps/relay/*"). */
  path: string;
  /** Only calls with this method; any method when absent. */
  method?: string | undefined;
  /** Calls left that this fault applies to. */
  remaining: number;
  status?: number | undefined;
  errorCode?: string | undefined;
  message?: string | undefined;
  delayMs?: number | undefined;
  /** Destroy the connection without an answer (the client sees a network error). */
  drop?: boolean | undefined;
  /** Answer HTTP 200 {success: true, value} with this value instead of the endpoint's own answer. */
  value?: unknown;
}

const matches = (fault: Fault, method: string, path: string) =>
  (!fault.method || fault.method.toUpperCase() === method) &&
  (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path);

export class FaultQueue {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  /** The first fault that applies to this call, counted down; faults apply in the order they were added. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((candidate) => matches(candidate, method, path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
  }
}
