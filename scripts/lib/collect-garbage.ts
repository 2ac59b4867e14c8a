// V8 lets a busy heap grow far past what is alive before it collects: assembling 200 sites left about 0.5 GB
// alive but reached 1.2 GB of heap (1.8 GB resident). A collection every few sites keeps the build's memory
// near what it uses. `--expose-gc` set at run time gives the function to a new context.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A full collection once in `every` calls. */
export function collectEvery(every: number): () => void {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls % every === 0) gc();
  };
}
