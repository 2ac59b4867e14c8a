// Shared by every pixel stand-in (served inside each one's function scope): sends each call the page made
// on the vendor's global to the sandbox (POST /__pixels/calls), as a beacon so a navigation cannot lose it.
// `visitor` tells one browser's calls from another's: the e2e tests run pages of one merchant side by side.
const VISITOR_KEY = '__pixel_stand_in_visitor';
const visitor = (() => {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = Math.random().toString(36).slice(2, 12);
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return 'no-storage';
  }
})();
// gtag pushes Arguments objects: recorded as the arrays they stand for.
const isArguments = (value) => Object.prototype.toString.call(value) === '[object Arguments]';
const plain = (value) =>
  JSON.parse(JSON.stringify(value, (_key, part) => (isArguments(part) ? Array.from(part) : part)));
// The page's whole address, as real pixels send it (Meta's dl, Google's page_location).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the vendor file served after this one calls it
const record = (pixel, call) => {
  const body = JSON.stringify({ pixel, call: plain(call), visitor, page: location.href });
  if (!navigator.sendBeacon('/__pixels/calls', body))
    void fetch('/__pixels/calls', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } });
};
