// Progress lines: rewritten in place on a terminal, one plain line each in CI and logs.
const live = Boolean(process.stdout.isTTY) && !process.env.CI;

/** @param total merchants to build */
export function createProgress(total: number) {
  let done = 0;
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  return {
    step(merchant: string, step: string) {
      const line = `[${done}/${total}] ${merchant}: ${step}`;
      if (live) process.stdout.write(`\r\x1b[K${line}`);
      else console.log(line);
    },
    merchantDone(merchant: string) {
      done += 1;
      const line = `[${done}/${total}] ${merchant}: done (${seconds()} s)`;
      if (live) process.stdout.write(`\r\x1b[K${line}\n`);
      else console.log(line);
    },
    note(message: string) {
      if (live) process.stdout.write('\r\x1b[K');
      console.log(message);
    },
  };
}
