// Where launched games go: a page the sandbox serves itself (/__sandbox/game).

export interface GamePageParams {
  name: string;
  vendor: string;
  mode: 'real' | 'trial' | 'lottery';
  view?: string;
  back?: string;
}

export function gamePageUrl(origin: string, params: GamePageParams): string {
  const query = new URLSearchParams(
    Object.entries(params).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return `${origin}/__sandbox/game?${query}`;
}
