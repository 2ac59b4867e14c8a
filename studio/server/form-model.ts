// The studio's form, generated from the settings schema (one source: src/config/schema/, the same that makes
// merchants/merchant.schema.json and docs/merchants.md): each setting with its control, description and limits.
import { z } from 'zod';
import { AUTONYMS } from '../../src/config/autonyms';
import { HTML_LANG, LANGUAGE_CODES, languageDirection, type LanguageCode } from '../../src/config/languages';
import { merchantSchema, type MerchantSettings } from '../../src/config/schema/merchant';
import { assetPath, hexColour } from '../../src/config/schema/primitives';

/** The README's groups of settings ("Merchant settings"), each top-level setting in one. */
export const SETTING_GROUPS = {
  identity: ['name', 'shortName', 'merchantCode', 'domains'],
  look: ['theme', 'template'],
  locale: ['languages', 'currency', 'country'],
  features: [
    'flags',
    'captcha',
    'categories',
    'downloads',
    'downloadBar',
    'appUpgrade',
    'customerService',
    'games',
    'memberCentre',
  ],
  integration: ['api', 'redirectAllowlist', 'tracking', 'social', 'fieldReports'],
} as const satisfies Record<string, readonly (keyof MerchantSettings)[]>;

type GroupName = keyof typeof SETTING_GROUPS;

/** How a setting is edited. */
type ControlKind =
  | 'text' // one line
  | 'colour' // a hex colour, with a swatch and a contrast warning
  | 'brandFile' // a file in the merchant's assets/, replaced by an upload
  | 'switch' // a boolean (flags: with their meaning)
  | 'number'
  | 'choice' // one of a list
  | 'language' // one language code, each shown in its own script
  | 'languages' // several language codes
  | 'choices' // several of a list
  | 'textList' // a list of one-line strings
  | 'items' // a list of objects, each with `fields`
  | 'map' // names to one-line strings
  | 'group' // an object, its `fields` inside
  | 'optional'; // an object that may be absent (null): `fields` once it is set

export interface Option {
  value: string;
  label: string;
  /** BCP 47 tag and direction, for a label in its own script. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface FormField {
  /** Dotted, as check:merchants names it ("theme.primary"); inside `items`, relative to the item. */
  path: string;
  key: string;
  control: ControlKind;
  description: string;
  /** The file must name it (no default). */
  required: boolean;
  default?: unknown;
  options?: Option[];
  min?: number;
  max?: number;
  /** For text: the schema's length limits. */
  minLength?: number;
  maxLength?: number;
  fields?: FormField[];
}

export interface FormGroup {
  name: GroupName;
  fields: FormField[];
}

/** The parts of a JSON Schema node the form reads (zod writes them). */
interface SchemaNode {
  type?: string;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  required?: string[];
  default?: unknown;
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

const toNode = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as SchemaNode;
const COLOUR_PATTERN = toNode(hexColour).pattern;
const ASSET_PATTERN = toNode(assetPath).pattern;

const isLanguageList = (values: unknown[] | undefined) =>
  values?.length === LANGUAGE_CODES.length && values.every((value) => LANGUAGE_CODES.includes(value as LanguageCode));

const languageOptions = (): Option[] =>
  LANGUAGE_CODES.map((code) => ({
    value: code,
    label: AUTONYMS[code],
    lang: HTML_LANG[code],
    dir: languageDirection(code),
  }));

const plainOptions = (values: unknown[]): Option[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

/** An object or null: the object's node. */
const nullableObject = (node: SchemaNode) =>
  node.anyOf?.length === 2 && node.anyOf.some((branch) => branch.type === 'null')
    ? node.anyOf.find((branch) => branch.type === 'object')
    : undefined;

/** @param path where the node is: a group's and an optional object's fields are below it, an item's start anew */
function control(node: SchemaNode, path: string): Pick<FormField, 'control' | 'options' | 'fields'> {
  const optional = nullableObject(node);
  if (optional) return { control: 'optional', fields: fieldsOf(optional, path) };
  if (node.type === 'boolean') return { control: 'switch' };
  if (node.type === 'integer' || node.type === 'number') return { control: 'number' };
  if (node.enum)
    return isLanguageList(node.enum)
      ? { control: 'language', options: languageOptions() }
      : { control: 'choice', options: plainOptions(node.enum) };
  if (node.type === 'array') {
    const item = node.items ?? {};
    if (isLanguageList(item.enum)) return { control: 'languages', options: languageOptions() };
    if (item.enum) return { control: 'choices', options: plainOptions(item.enum) };
    if (item.type === 'object') return { control: 'items', fields: fieldsOf(item, '') };
    return { control: 'textList' };
  }
  if (node.type === 'object' && node.properties) return { control: 'group', fields: fieldsOf(node, path) };
  if (node.type === 'object') return { control: 'map' };
  if (node.pattern !== undefined && node.pattern === COLOUR_PATTERN) return { control: 'colour' };
  if (node.pattern !== undefined && node.pattern === ASSET_PATTERN) return { control: 'brandFile' };
  return { control: 'text' };
}

function field(key: string, node: SchemaNode, parent: SchemaNode, prefix: string): FormField {
  const path = prefix ? `${prefix}.${key}` : key;
  const limits = Object.fromEntries(
    (['minimum', 'maximum', 'minLength', 'maxLength'] as const)
      .filter((limit) => node[limit] !== undefined)
      .map((limit) => [limit === 'minimum' ? 'min' : limit === 'maximum' ? 'max' : limit, node[limit]]),
  );
  return {
    path,
    key,
    ...control(node, path),
    description: node.description ?? '',
    required: (parent.required ?? []).includes(key) && node.default === undefined,
    ...(node.default === undefined ? {} : { default: node.default }),
    ...limits,
  };
}

function fieldsOf(node: SchemaNode, prefix: string): FormField[] {
  return Object.entries(node.properties ?? {}).map(([key, child]) => field(key, child, node, prefix));
}

/** The whole form: the README's groups, in its order, each setting as the schema describes it. */
export function merchantForm(): FormGroup[] {
  const root = toNode(merchantSchema);
  const top = new Map(fieldsOf(root, '').map((entry) => [entry.key, entry]));
  return (Object.entries(SETTING_GROUPS) as [GroupName, readonly string[]][]).map(([name, keys]) => ({
    name,
    fields: keys.map((key) => {
      const found = top.get(key);
      if (!found) throw new Error(`SETTING_GROUPS.${name}: "${key}" is not a setting of the schema`);
      return found;
    }),
  }));
}
