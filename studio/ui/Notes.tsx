// A setting's description, then its problems and warnings in check:merchants' words, each list with an id
// its control names in aria-describedby.
import type { FormField } from '../server/form-model';
import type { Finding } from './api';

/** The description, problems and warnings of a setting, each with an id its control points to. */
export function Notes({
  id,
  field,
  problems,
  warnings,
}: {
  id: string;
  field: FormField;
  problems: Finding[];
  warnings: Finding[];
}) {
  return (
    <>
      <small id={`${id}-about`} className="field__about">
        {field.description}
        {field.required ? ' Required.' : ''}
      </small>
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="field__problems">
          {problems.map((problem) => (
            <li key={problem.line}>
              {problem.field === field.path || problem.field.includes(' on ')
                ? problem.message
                : `${problem.field}: ${problem.message}`}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul id={`${id}-warnings`} className="field__warnings">
          {warnings.map((warning) => (
            <li key={warning.line}>
              Warning: {warning.field.includes(' on ') ? `${warning.field}: ` : ''}
              {warning.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const describedBy = (id: string, problems: Finding[], warnings: Finding[]) =>
  [`${id}-about`, problems.length ? `${id}-problems` : '', warnings.length ? `${id}-warnings` : '']
    .filter(Boolean)
    .join(' ');
