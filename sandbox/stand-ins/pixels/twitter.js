// Stand-in of X's uwt.js: takes over the twq stub's queue and records every twq(...) call.
const twq = window.twq;
/* global record -- from record.js, served before this file */
if (twq) {
  const queued = twq.queue.splice(0);
  twq.exe = (...args) => record('twitter', args);
  for (const args of queued) twq.exe(...Array.from(args));
}
