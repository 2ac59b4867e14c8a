// Stand-in of Google Tag Manager's gtm.js: records every object pushed on the dataLayer ({event: ...}),
// the ones queued before it loaded (the gtm.js start event first) and every later one.
/* global record, isArguments -- from record.js, served before this file */
const dataLayer = (window.dataLayer = window.dataLayer || []);
const isEvent = (item) => item !== null && typeof item === 'object' && !isArguments(item);
for (const item of dataLayer) if (isEvent(item)) record('gtm', [item]);
const push = dataLayer.push;
dataLayer.push = function (...items) {
  for (const item of items) if (isEvent(item)) record('gtm', [item]);
  return push.apply(this, items);
};
