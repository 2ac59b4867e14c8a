// SPEC 8 "Offline": the branded page a navigation gets offline when its own page is not precached.
export const OFFLINE_PAGE_URL = '/m/offline.html';
