// fetch for scripts that call an operator API: `*.localhost` (the sandbox of `npm start`) connects to
// loopback as browsers do (RFC 6761; Node asks DNS, which knows no such name), and a failed connection says
// why (Node's fetch says only "fetch failed").
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family: number) => void;

const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

function loopbackLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  if (!isLocalhost(hostname)) lookup(hostname, options, callback);
  else if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }], 4);
  else callback(null, '127.0.0.1', 4);
}

const agent = new Agent({ connect: { lookup: loopbackLookup } });

/** The network error's own reason (ECONNREFUSED, ENOTFOUND, a certificate problem ...), after fetch's words. */
function withCause(error: unknown): unknown {
  if (!(error instanceof Error) || !(error.cause instanceof Error)) return error;
  const cause = error.cause as NodeJS.ErrnoException;
  return new Error(`${error.message}: ${cause.code ?? cause.message}`, { cause });
}

export const loopbackFetch: typeof fetch = async (input, init) => {
  try {
    const response = await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: agent,
    });
    return response as unknown as Response;
  } catch (error) {
    throw withCause(error);
  }
};
