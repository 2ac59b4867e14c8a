// Strict JSON for settings files: syntax errors with line and column, duplicate keys refused, a UTF-8 BOM accepted.
import { printParseErrorCode, visit, type JSONPath } from 'jsonc-parser';

/** One problem of a JSON file: the field path ("(file)" for syntax) and what is wrong. */
export interface JsonProblem {
  field: string;
  message: string;
}

const BOM = '\uFEFF';
// "ValueExpected" -> "value expected"
const words = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const at = (line: number, column: number) => `line ${line + 1}, column ${column + 1}`;
export const joinPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Parses `text`; `value` is undefined when the text is not valid JSON. */
export function readStrictJson(text: string): { value?: unknown; problems: JsonProblem[] } {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const problems: JsonProblem[] = [];
  let syntaxError = false;
  const seen: Set<string>[] = [];
  visit(
    source,
    {
      onError(error, _offset, _length, line, column) {
        syntaxError = true;
        problems.push({
          field: '(file)',
          message: `not valid JSON at ${at(line, column)}: ${words(printParseErrorCode(error))}`,
        });
      },
      onObjectBegin: () => void seen.push(new Set()),
      onObjectEnd: () => void seen.pop(),
      onObjectProperty(property, _offset, _length, line, column, pathSupplier: () => JSONPath) {
        const keys = seen.at(-1);
        if (!keys) return;
        // JSON.parse keeps the last of two equal keys silently; a settings file must say one thing.
        if (keys.has(property))
          problems.push({
            field: joinPath([...pathSupplier(), property]),
            message: `is given twice (again at ${at(line, column)}); keep one`,
          });
        keys.add(property);
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (syntaxError) return { problems: problems.slice(0, 1) };
  return { value: JSON.parse(source), problems };
}
