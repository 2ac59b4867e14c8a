/** Deals merchant codes round-robin into at most `shards` groups, as a CI matrix `include` list. */
export function shardMerchants(codes: string[], shards: number) {
  const count = Math.max(1, Math.min(shards, codes.length));
  const groups = Array.from({ length: count }, (_, group) => codes.filter((_, index) => index % count === group));
  return { include: groups.map((group, index) => ({ shard: index + 1, merchants: group.join(',') })) };
}
