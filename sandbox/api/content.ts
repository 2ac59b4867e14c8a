// How sample data is shown on the wire: games, customer-service items, images on the sandbox's own origin.
import type { SandboxGame } from '../data/schema';
import type { MerchantState } from '../state/sandbox';
import type { UserRecord } from '../state/users';

export type ImageKind = 'game' | 'banner' | 'promotion' | 'vendor';

/** Pictures the sandbox draws itself (no network needed), as WebP where accepted (sandbox/pages.ts); ext is ignored. */
export const imageUrl = (origin: string, kind: ImageKind, id: string) =>
  `${origin}/__sandbox/img/${kind}/${encodeURIComponent(id)}`;

export function gameView(state: MerchantState, origin: string, game: SandboxGame) {
  const vendor = state.data.vendors.find((v) => v.code === game.vendor);
  return {
    gameId: game.id,
    gameCode: game.code,
    gameName: game.name,
    vendor: game.vendor,
    vendorName: vendor?.name ?? game.vendor,
    category: game.category,
    classify: game.classify ?? null,
    nodeId: game.nodeId,
    roomId: game.roomId ?? null,
    gameType: game.gameType,
    freeplay: game.freeplay,
    isNew: game.isNew,
    hot: state.data.hotGameIds.includes(game.id),
    imageUrl: imageUrl(origin, 'game', game.id),
  };
}

export const gameById = (state: MerchantState, id: string) => state.data.games.find((game) => game.id === id);

/** Games by id, in the order given, skipping ids that are not (or no longer) in the data. */
export function gamesByIds(state: MerchantState, origin: string, ids: string[]) {
  return ids
    .map((id) => gameById(state, id))
    .filter((game): game is SandboxGame => Boolean(game))
    .map((game) => gameView(state, origin, game));
}

/** SPEC 6: items without labelIds are for everybody; if the member's VIP label matches some, only those. */
export function customerServiceItems(state: MerchantState, user?: UserRecord) {
  const items = [...state.merchant.customerService, ...state.data.customerService].map((item) => ({
    csType: item.csType,
    csPosition: item.csPosition ?? item.csType,
    path: item.path,
    labelIds: item.labelIds,
  }));
  const label = user?.clubLabel?.labelId;
  const forLabel = label ? items.filter((item) => item.labelIds.includes(label)) : [];
  return forLabel.length ? forLabel : items.filter((item) => item.labelIds.length === 0);
}

/** "p***@example.com" and "****4567": where 2FA codes went, without showing the address. */
export const maskEmail = (email: string | null) => (email ? email.replace(/^(.).*(@.*)$/, '$1***$2') : null);
export const maskMobile = (mobile: string | null) => (mobile ? `****${mobile.slice(-4)}` : null);
