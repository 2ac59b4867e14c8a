// `npm start` serves a merchant made or built while it runs: a host that no site and merchant answer makes the
// server look again at the merchants folder and dist. A new folder is served once its site is built, and only
// if it passes the checks of a start; the host is only compared with what the folders declare, never a path.
import { listMerchantCodes } from '../src/build/folders';
import { ApiError } from './api/errors';
import { builtSite, siteForHost, type Site, type SitesOptions } from './sites';
import type { MerchantState, Sandbox } from './state/sandbox';

const LOCAL_SUFFIX = '.localhost';

/** The folder a `<code>.localhost` host names, as siteForHost reads hosts; undefined for any other host. */
const localCode = (host: string) => {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name.endsWith(LOCAL_SUFFIX) ? name.slice(0, -LOCAL_SUFFIX.length) : undefined;
};

/** Returns the check to run on every request: the refusal to send, if a built folder cannot be served. */
export function lateMerchants(sandbox: Sandbox, sites: Site[], { distDir, merchantsDir }: SitesOptions) {
  /** Built folders that cannot be served: their problems, as last printed. */
  const refused = new Map<string, string>();
  let scan: Promise<void> | undefined;

  const addSite = (state: MerchantState) => {
    const site = builtSite(distDir, state.merchant);
    if (!site || sites.some((known) => known.code === site.code)) return;
    sites.push(site);
    sandbox.log(
      `serving ${site.code} (built after start) at ${site.code}${LOCAL_SUFFIX} and ${site.domains.join(', ')}`,
    );
  };

  const lookAgain = async () => {
    for (const code of listMerchantCodes(merchantsDir)) {
      let state = sandbox.merchants.find((known) => known.code === code);
      if (state && sites.some((site) => site.code === code)) continue;
      // Only a built folder: one still being written would be refused at every request.
      if (!builtSite(distDir, { code })) continue;
      if (!state) {
        const problems = (await sandbox.addMerchant(code)).join('\n  ');
        if (problems) {
          if (refused.get(code) !== problems) sandbox.log(`cannot serve ${code}, built after start:\n  ${problems}`);
          refused.set(code, problems);
          continue;
        }
        state = sandbox.merchants.find((known) => known.code === code);
      }
      refused.delete(code);
      if (state) addSite(state);
    }
  };

  return async (host: string): Promise<ApiError | undefined> => {
    const state = siteForHost(sandbox.merchants, host);
    if (state) {
      // Known since start; its site may have been built since.
      if (!siteForHost(sites, host)) addSite(state);
      return undefined;
    }
    // One look at a time: the first requests for a new host all wait for the same one.
    scan ??= lookAgain().finally(() => {
      scan = undefined;
    });
    await scan;
    const code = localCode(host);
    const problems = code === undefined ? undefined : refused.get(code);
    return problems
      ? new ApiError(
          503,
          'merchant.invalid',
          `Merchant "${code}" is built but its folder cannot be served until fixed:\n  ${problems}`,
        )
      : undefined;
  };
}
