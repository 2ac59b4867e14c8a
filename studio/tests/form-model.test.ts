import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { merchantForm, SETTING_GROUPS, type FormField } from '../server/form-model';
import { AUTONYMS } from '../../src/config/autonyms';
import { LANGUAGE_CODES } from '../../src/config/languages';
import { WHITELABEL_FLAGS } from '../../src/config/schema/flags';
import { assetFields } from '../../src/build/load';

interface Node {
  type?: string;
  description?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
}
const schema = JSON.parse(readFileSync('merchants/merchant.schema.json', 'utf8')) as Node;
const sample = JSON.parse(readFileSync('merchants/luckystar/merchant.json', 'utf8'));

/** Every setting of merchant.schema.json, read apart from the form's code: path (items as "[]") -> description. */
function settings(node: Node, prefix: string, out = new Map<string, string>()) {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (key === '$schema') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    out.set(path, child.description ?? '');
    const object = child.anyOf?.find((branch) => branch.type === 'object') ?? child;
    if (object.properties) settings(object, path, out);
    if (child.items?.properties) settings(child.items, `${path}[]`, out);
  }
  return out;
}

function formFields(fields: FormField[], prefix = '', out = new Map<string, FormField>()) {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.path}` : field.path;
    expect(out.has(path), path).toBe(false);
    out.set(path, field);
    if (field.control === 'items') formFields(field.fields ?? [], `${path}[]`, out);
    else if (field.fields) formFields(field.fields, '', out);
  }
  return out;
}

const form = merchantForm();
const fields = formFields(form.flatMap((group) => group.fields));

describe('the studio form, generated from the settings schema', () => {
  it('has one control for every setting of merchant.schema.json, with its description, and nothing else', () => {
    const expected = settings(schema, '');
    expect(expected.size).toBeGreaterThan(90);
    expect([...fields.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, field] of fields) {
      expect(field.description, path).toBe(expected.get(path));
      expect(field.description, path).not.toBe('');
    }
  });

  it('groups the top-level settings as the README does, each once', () => {
    const keys = Object.values(SETTING_GROUPS).flat();
    expect(new Set(keys).size).toBe(keys.length);
    expect(form.map((group) => group.name)).toEqual(['identity', 'look', 'locale', 'features', 'integration']);
    const readme = readFileSync('README.md', 'utf8');
    for (const [group, members] of Object.entries(SETTING_GROUPS)) {
      const row = new RegExp(`^\\| ${group} +\\|(.*)\\|$`, 'm').exec(readme)?.[1] ?? '';
      const named = [...row.matchAll(/`([A-Za-z]+)(?:\.[^`]*)?`/g)].map((match) => match[1]);
      expect([...new Set(named.filter((key) => keys.includes(key as never)))].sort(), group).toEqual(
        [...members].sort(),
      );
    }
  });

  it('gives each kind of setting its control', () => {
    const control = (path: string) => fields.get(path)?.control;
    for (const colour of Object.keys(sample.theme)) expect(control(`theme.${colour}`)).toBe('colour');
    expect(control('template.app_background')).toBe('colour');
    for (const [field] of assetFields(sample)) expect(control(`template.${field}`)).toBe('brandFile');
    for (const [flag, meaning] of Object.entries(WHITELABEL_FLAGS)) {
      expect(control(`flags.${flag}`)).toBe('switch');
      expect(fields.get(`flags.${flag}`)?.description).toBe(meaning);
    }
    expect(control('name')).toBe('text');
    expect(control('domains')).toBe('textList');
    expect(control('languages.default')).toBe('language');
    expect(control('languages.enabled')).toBe('languages');
    expect(control('currency.position')).toBe('choice');
    expect(control('categories')).toBe('choices');
    expect(control('downloads')).toBe('items');
    expect(control('downloads[].resourceType')).toBe('choice');
    expect(control('tracking.twitterEventIds')).toBe('map');
    expect(control('social.firebase')).toBe('optional');
    expect(control('memberCentre.profileIconCount')).toBe('number');
  });

  it('names every language in its own script, with its language tag and direction', () => {
    const options = fields.get('languages.enabled')?.options ?? [];
    expect(options.map((option) => option.value)).toEqual([...LANGUAGE_CODES]);
    expect(options.find((option) => option.value === 'TH')).toEqual({
      value: 'TH',
      label: AUTONYMS.TH,
      lang: 'th',
      dir: 'ltr',
    });
    expect(options.find((option) => option.value === 'UR')).toMatchObject({ label: AUTONYMS.UR, dir: 'rtl' });
  });

  it('carries what the file must name and the limits of each field', () => {
    expect(fields.get('name')).toMatchObject({ required: true, minLength: 1, maxLength: 40 });
    expect(fields.get('template.login_prompt_text')).toMatchObject({ required: false, default: '' });
    expect(fields.get('flags.CBS3')).toMatchObject({ required: false, default: false });
    expect(fields.get('social.firebase.apiKey')?.required).toBe(true);
  });
});
