// Stand-in of Kwai's pixel events.js: drains the kwaiq queues ([method, ...args], also per pixel id) and
// records every later kwaiq.<method>(...) or kwaiq.instance(id).<method>(...) call.
/* global record -- from record.js, served before this file */
const kwaiq = window.kwaiq;
if (kwaiq) {
  const recorder =
    (method) =>
    (...args) =>
      record('kwai', [method, ...args]);
  const drain = (queue) => {
    for (const [method, ...args] of queue.splice(0)) recorder(method)(...args);
  };
  drain(kwaiq);
  for (const queue of Object.values(kwaiq._i || {})) drain(queue);
  for (const method of kwaiq.methods) kwaiq[method] = recorder(method);
  kwaiq.instance = () => Object.fromEntries(kwaiq.methods.map((method) => [method, recorder(method)]));
}
