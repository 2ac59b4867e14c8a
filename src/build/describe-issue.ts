// Zod issues as `field.path: what is wrong` lines, shared by merchant.json, sandbox.json and the sandbox's /wps input.
import { closest, distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { joinPath, type JsonProblem } from './read-json';
import { controlCharacterProblem, quote } from '../config/schema/primitives';

// A key with a line break would split its problem over two lines of the check's output: such a key is quoted.
const printablePath = (path: readonly PropertyKey[]) =>
  joinPath(path.map((key) => (typeof key === 'string' && controlCharacterProblem(key) ? quote(key) : key)));

type JsonSchemaNode = {
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
};

const jsonSchemas = new WeakMap<z.ZodType, JsonSchemaNode>();
function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  let node = jsonSchemas.get(schema);
  if (!node)
    jsonSchemas.set(schema, (node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode));
  return node;
}

const alternatives = (node: JsonSchemaNode): JsonSchemaNode[] => [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])];

/** The keys an object at `path` may have, read from the schema (every branch of a union). */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let nodes = [jsonSchemaOf(schema)];
  for (const segment of path) {
    nodes = nodes.flatMap(alternatives).flatMap((node) => {
      const next = typeof segment === 'number' ? node.items : node.properties?.[String(segment)];
      return next ? [next] : [];
    });
  }
  return [...new Set(nodes.flatMap(alternatives).flatMap((node) => Object.keys(node.properties ?? {})))];
}

/** The known key a misspelt one most likely meant, when one is close enough to be a typo. */
function suggestKey(key: string, known: readonly string[]): string | undefined {
  if (!known.length) return undefined;
  const best = closest(key, known as string[]);
  return distance(key.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

/** One problem per issue; an unknown key is named by its full path, with the closest known key. */
export function describeIssues(
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
  topLevel = '(top level)',
): JsonProblem[] {
  return issues.flatMap((issue): JsonProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      return issue.keys.map((key) => {
        const guess = suggestKey(key, known);
        return {
          field: printablePath([...issue.path, key]),
          message: `unknown setting${guess ? `; did you mean "${guess}"?` : ' (check the spelling)'}`,
        };
      });
    }
    const field = printablePath(issue.path) || topLevel;
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return [{ field, message: `is required (${issue.expected})` }];
    return [{ field, message: issue.message }];
  });
}
