// Stand-in of TikTok's events.js: drains the ttq queues ([method, ...args], also per pixel id) and
// records every later ttq.<method>(...) or ttq.instance(id).<method>(...) call.
/* global record -- from record.js, served before this file */
const ttq = window.ttq;
if (ttq) {
  const recorder =
    (method) =>
    (...args) =>
      record('tiktok', [method, ...args]);
  const drain = (queue) => {
    for (const [method, ...args] of queue.splice(0)) recorder(method)(...args);
  };
  drain(ttq);
  for (const queue of Object.values(ttq._i || {})) drain(queue);
  for (const method of ttq.methods) ttq[method] = recorder(method);
  ttq.instance = () => Object.fromEntries(ttq.methods.map((method) => [method, recorder(method)]));
}
