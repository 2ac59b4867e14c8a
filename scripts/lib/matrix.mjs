/** Deals merchant codes round-robin into at most `shards` groups, as a CI matrix `include` list. */
export function shardMerchants(codes, shards) {
  const count = Math.max(1, Math.min(shards, codes.length));
  const groups = Array.from({ length: count }, () => []);
  codes.forEach((code, index) => groups[index % count].push(code));
  return { include: groups.map((group, index) => ({ shard: index + 1, merchants: group.join(',') })) };
}
