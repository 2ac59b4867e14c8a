// Stand-in of Meta's fbevents.js: takes over the fbq stub's queue and records every fbq(...) call.
const fbq = window.fbq;
/* global record -- from record.js, served before this file */
if (fbq) {
  const queued = fbq.queue.splice(0);
  fbq.callMethod = (...args) => record('facebook', args);
  for (const args of queued) fbq.callMethod(...Array.from(args));
}
