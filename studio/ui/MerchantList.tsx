import { useCallback, useEffect, useState } from 'react';
import type { MerchantSummary } from '../server/overview';
import { studioCall } from './api';
import { BuildPanel } from './BuildPanel';
import { CreateMerchant } from './CreateMerchant';
import { editorUrl } from './links';

const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const when = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : 'never built');

function Status({ merchant }: { merchant: MerchantSummary }) {
  if (!merchant.problems.length) return <span className="status status--valid">valid</span>;
  return (
    <details className="status status--problems">
      <summary>
        {merchant.problems.length} problem{merchant.problems.length === 1 ? '' : 's'}
      </summary>
      <ul>
        {merchant.problems.map((problem) => (
          <li key={problem.line}>{problem.line}</li>
        ))}
      </ul>
    </details>
  );
}

function Warnings({ merchant }: { merchant: MerchantSummary }) {
  const all = [...merchant.warnings.map((warning) => warning.line), ...(merchant.build?.warnings ?? [])];
  const unique = [...new Set(all)];
  if (!unique.length) return <span>none</span>;
  return (
    <details>
      <summary>{unique.length}</summary>
      <ul>
        {unique.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}

/** Every merchant with its status, last build and page weights; a new one made from here. */
export function MerchantList() {
  const [merchants, setMerchants] = useState<MerchantSummary[]>();
  const [failure, setFailure] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const load = useCallback(() => {
    studioCall<{ merchants: MerchantSummary[] }>('GET', '/merchants')
      .then((answer) => setMerchants(answer.merchants))
      .catch((error: Error) => setFailure(error.message));
  }, []);
  useEffect(() => {
    document.title = 'Merchant studio';
    load();
  }, [load]);
  const choose = (code: string, on: boolean) =>
    setSelected((current) => (on ? [...current, code].sort() : current.filter((other) => other !== code)));
  return (
    <main className="list">
      <h1>Merchant studio</h1>
      {failure && <p role="alert">{failure}</p>}
      {!merchants && !failure && <p>Checking the merchants…</p>}
      {merchants && (
        <table>
          <caption>Merchants in merchants/, as check:merchants and the last build see them</caption>
          <thead>
            <tr>
              <th scope="col">Build</th>
              <th scope="col">Merchant</th>
              <th scope="col">Domains</th>
              <th scope="col">Languages</th>
              <th scope="col">Status</th>
              <th scope="col">Last build</th>
              <th scope="col">Warnings</th>
              <th scope="col">/m/home (gzip)</th>
              <th scope="col">JS, CSS (gzip)</th>
            </tr>
          </thead>
          <tbody>
            {merchants.map((merchant) => (
              <tr key={merchant.code}>
                <td data-label="Build">
                  <input
                    type="checkbox"
                    aria-label={`Build ${merchant.name ?? merchant.code}`}
                    checked={selected.includes(merchant.code)}
                    onChange={(event) => choose(merchant.code, event.target.checked)}
                  />
                </td>
                <th scope="row">
                  <a href={editorUrl(merchant.code)}>{merchant.name ?? merchant.code}</a>
                  <small>{merchant.code}</small>
                </th>
                <td data-label="Domains">{merchant.domains.join(', ') || '–'}</td>
                <td data-label="Languages">{merchant.languages.join(' ') || '–'}</td>
                <td data-label="Status">
                  <Status merchant={merchant} />
                </td>
                <td data-label="Last build">{when(merchant.build?.builtAt)}</td>
                <td data-label="Warnings">
                  <Warnings merchant={merchant} />
                </td>
                <td data-label="/m/home (gzip)">{kb(merchant.build?.homeGzipBytes)}</td>
                <td data-label="JS, CSS (gzip)">
                  {kb(merchant.build?.jsGzipBytes)}, {kb(merchant.build?.cssGzipBytes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <BuildPanel codes={selected} hint="Tick the merchants to build." onBuilt={load} />
      <CreateMerchant onCreated={(code) => location.assign(editorUrl(code))} />
    </main>
  );
}
