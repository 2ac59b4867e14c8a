// Issue 10: settings and assets that could hurt a site are refused, each named by file and field.
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { validateMerchants } from '../../../scripts/lib/validate';
import { samples } from '../../unit/samples';

describe('brand assets stay inside the merchant folder (defect 1)', () => {
  it('refuses an asset that is a symbolic link, even to a readable file', () => {
    const m = samples();
    rmSync(m.file('luckystar', 'assets/logo.svg'));
    symlinkSync('/etc/passwd', m.file('luckystar', 'assets/logo.svg'));
    expect(loadMerchants(m.dir).problems).toEqual([
      `${m.where('luckystar')}: template.h5_logo: assets/logo.svg: is a symbolic link; copy the file itself into assets/`,
    ]);
  });

  it('refuses an assets folder that is a symbolic link to somewhere else', () => {
    const m = samples();
    rmSync(m.file('siamarena', 'assets'), { recursive: true });
    symlinkSync(path.join(m.dir, 'luckystar/assets'), m.file('siamarena', 'assets'));
    expect(loadMerchants(m.dir).problems).toContainEqual(
      `${m.where('siamarena')}: template.h5_logo: assets/logo.svg: assets/ is a symbolic link; it must be a real folder of the merchant`,
    );
  });
});

describe('rules across merchants (defects 2, 3 and 7)', () => {
  it('refuses a merchantCode that another merchant sends, naming both merchants', () => {
    const m = samples();
    m.edit('siamarena', (s) => {
      s.merchantCode = 'luckystar';
    });
    const problems = loadMerchants(m.dir).problems;
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${m.where('luckystar')}: merchantCode: "LUCKYSTAR" is also the merchantCode of ${m.where('siamarena')}`,
        ),
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${m.where('siamarena')}: merchantCode: "luckystar" is also the merchantCode of ${m.where('luckystar')}`,
        ),
      ),
    );
  });

  it('names both merchants of a domain clash, not only the one that sorts later', () => {
    const m = samples();
    m.edit('luckystar', (s) => {
      s.domains.push('siamarena.example');
    });
    expect(loadMerchants(m.dir).problems).toEqual([
      `${m.where('luckystar')}: domains.2: "siamarena.example" is also listed by ${m.where('siamarena')} (domains.0); a host can serve one merchant only`,
      `${m.where('siamarena')}: domains.0: "siamarena.example" is also listed by ${m.where('luckystar')} (domains.2); a host can serve one merchant only`,
    ]);
  });

  it('validates only the merchants asked for, plus the clashes that involve them', () => {
    const m = samples();
    writeFileSync(m.file('luckystar'), '{ "name": ');
    m.edit('saigonlotto', (s) => {
      s.theme.primary = 'green';
      s.domains.push('siamarena.example');
    });
    expect(loadMerchants(m.dir, ['siamarena']).problems).toEqual([
      `${m.where('siamarena')}: domains.0: "siamarena.example" is also listed by ${m.where('saigonlotto')} (domains.3); a host can serve one merchant only`,
    ]);
    m.edit('saigonlotto', (s) => {
      s.domains.pop();
    });
    expect(loadMerchants(m.dir, ['siamarena'])).toMatchObject({ problems: [], merchants: [{ code: 'siamarena' }] });
    expect(loadMerchants(m.dir).problems).toHaveLength(2);
  });
});

describe('settings files (defect 10)', () => {
  it('gives the line and column of a JSON syntax error', () => {
    const m = samples();
    writeFileSync(m.file('siamarena'), '{\n  "name": "Siam Arena",\n  "shortName": \n}\n');
    expect(loadMerchants(m.dir).problems).toEqual([
      `${m.where('siamarena')}: (file): not valid JSON at line 4, column 1: value expected`,
    ]);
  });

  it('accepts a UTF-8 byte order mark', () => {
    const m = samples();
    writeFileSync(m.file('siamarena'), `\uFEFF${readFileSync(m.file('siamarena'), 'utf8')}`);
    expect(loadMerchants(m.dir).problems).toEqual([]);
  });

  it('refuses a key given twice, which JSON.parse would silently resolve', () => {
    const m = samples();
    writeFileSync(
      m.file('siamarena'),
      readFileSync(m.file('siamarena'), 'utf8').replace('"theme": {', '"theme": {\n    "primary": "#000000",'),
    );
    expect(loadMerchants(m.dir).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${m.where('siamarena')}: theme\\.primary: is given twice \\(again at line \\d+, column \\d+\\); keep one$`,
        ),
      ),
    ]);
  });

  it('names an unknown key by its full path and suggests the closest known key', () => {
    const m = samples();
    m.edit('siamarena', (s) => {
      s.theme.primry = s.theme.primary;
      s.flags.INBOX4 = true;
      s.colour = 'red';
    });
    expect(loadMerchants(m.dir).problems).toEqual([
      `${m.where('siamarena')}: theme.primry: unknown setting; did you mean "primary"?`,
      `${m.where('siamarena')}: flags.INBOX4: unknown setting; did you mean "INBOX3"?`,
      `${m.where('siamarena')}: colour: unknown setting (check the spelling)`,
    ]);
  });

  it('checks currency and country codes against ISO 4217 and ISO 3166', () => {
    const m = samples();
    m.edit('siamarena', (s) => {
      s.currency.code = 'THX';
      s.country.code = 'XX';
    });
    expect(loadMerchants(m.dir).problems).toEqual([
      `${m.where('siamarena')}: currency.code: "THX" is not an ISO 4217 currency code (nor TLB, nor an ISO code with a fourth letter)`,
      `${m.where('siamarena')}: country.code: "XX" is not an ISO 3166 country code`,
    ]);
    m.edit('siamarena', (s) => {
      s.currency.code = 'TLB';
      s.country.code = 'TH';
    });
    expect(loadMerchants(m.dir).problems).toEqual([]);
  });
});

describe('sandbox.json (defect 8)', () => {
  it('is validated with the merchant, with file and field', async () => {
    const m = samples();
    const data = JSON.parse(readFileSync(m.file('siamarena', 'sandbox.json'), 'utf8'));
    data.games[0].category = 'BINGO';
    writeFileSync(m.file('siamarena', 'sandbox.json'), JSON.stringify(data));
    const { problems } = await validateMerchants(m.dir, ['siamarena']);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${m.where('siamarena', 'sandbox.json')}: games\\.0\\.category: `)),
    ]);
  });
});
